import type { RuntimeRegistry } from '@hotel/contracts';
import { remoteApps } from '../remotes';
import { backupVersion, type VersionFits } from './backup-source';
import type { Registry } from './registry';

/**
 * What the host serves as `/registry.json`: the live manifest URL of each released remote, and the version
 * before it as a backup source when `backupFits` says it can still run (no backups without it).
 */
export function toRuntimeRegistry(registry: Registry, releaseUrl: string, backupFits?: VersionFits): RuntimeRegistry {
  const base = releaseUrl.replace(/\/$/, '');
  const entry = (dir: string, version: string) => `${base}/${dir}/${version}/mf-manifest.json`;
  return {
    remotes: remoteApps.flatMap((app) => {
      const record = registry.remotes[app.dir];
      if (!record) return [];
      const backup = backupFits ? backupVersion(app.dir, record, backupFits) : null;
      return [
        {
          name: app.name,
          version: record.live,
          entry: entry(app.dir, record.live),
          ...(backup ? { backup: { version: backup, entry: entry(app.dir, backup) } } : {}),
        },
      ];
    }),
  };
}
