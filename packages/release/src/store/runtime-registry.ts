import type { RuntimeRegistry } from '@hotel/contracts';
import { remoteApps } from '../remotes';
import { hostUnit } from '../release-units';
import { backupVersion, type VersionFits } from './backup-source';
import type { Registry } from './registry';

/**
 * What the host serves as `/registry.json`: the live manifest URL of each released remote, and the version
 * before it as a backup source when `backupFits` says it can still run in the live host (no backups without it).
 */
export async function toRuntimeRegistry(registry: Registry, releaseUrl: string, backupFits?: VersionFits): Promise<RuntimeRegistry> {
  const base = releaseUrl.replace(/\/$/, '');
  const entry = (dir: string, version: string) => `${base}/${dir}/${version}/mf-manifest.json`;
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
