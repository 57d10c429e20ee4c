import { findRemoteApp, remoteApps } from './remotes';

/** The host's folder, and its key in the registry beside the remotes' folders. */
export const hostUnit = 'host';

export interface ReleaseUnit {
  /** The app's folder, its release store folder and its registry key: `host`, `mf-hotel` … */
  dir: string;
  kind: 'host' | 'remote';
}

/** Everything released and rolled back on its own: the host first (remotes are checked against it), then the remotes. */
export const releaseUnits: readonly ReleaseUnit[] = [
  { dir: hostUnit, kind: 'host' },
  ...remoteApps.map((app) => ({ dir: app.dir, kind: 'remote' as const })),
];

/** `host`, a remote's folder (`mf-hotel`) or its federation name (`mf_hotel`); null for anything else. */
export function findReleaseUnit(dirOrName: string): ReleaseUnit | null {
  if (dirOrName === hostUnit) return { dir: hostUnit, kind: 'host' };
  const app = findRemoteApp(dirOrName);
  return app ? { dir: app.dir, kind: 'remote' } : null;
}
