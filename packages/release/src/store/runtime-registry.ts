import type { RuntimeRegistry } from '@hotel/contracts';
import { remoteApps } from '../remotes';
import { hostUnit } from '../release-units';
import { backupVersion, type VersionFits } from './backup-source';
import type { Registry } from './registry';

/** Where browsers load a stored remote version's manifest from, on the release server at `releaseUrl`. */
export function manifestUrlOf(releaseUrl: string, dir: string, version: string): string {
  return `${releaseUrl.replace(/\/$/, '')}/${dir}/${version}/mf-manifest.json`;
}

/**
 * What the host serves as `/registry.json`: the live manifest URL of each released remote, and the version
 * before it as a backup source when `backupFits` says it can still run in the live host (no backups without it).
 */
export async function toRuntimeRegistry(registry: Registry, releaseUrl: string, backupFits?: VersionFits): Promise<RuntimeRegistry> {
  const entry = (dir: string, version: string) => manifestUrlOf(releaseUrl, dir, version);
  const hostVersion = registry.remotes[hostUnit]?.live ?? null;
  const remotes = await Promise.all(
    remoteApps.map(async (app) => {
      const record = registry.remotes[app.dir];
      if (!record) return [];
      const backup = backupFits ? await backupVersion(app.dir, record, backupFits, hostVersion) : null;
      return [
        {
          name: app.name,
          version: record.live,
          entry: entry(app.dir, record.live),
          ...(backup ? { backup: { version: backup, entry: entry(app.dir, backup) } } : {}),
        },
      ];
    }),
  );
  return { remotes: remotes.flat() };
}
