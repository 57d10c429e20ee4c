import path from 'node:path';
import { remoteApps } from '../remotes';
import { hostUnit, type ReleaseUnit } from '../release-units';
import { releaseDir } from './host-builds';
import { readRegistry, type Registry } from './registry';
import { type ManifestShared, sharedMapOf, unmetSharedRequirements } from './shared-compat';

type Found = { version: string; shared: ManifestShared[] } | { missing: string };

/** The shared map recorded with a unit's live release (its stored `mf-manifest.json`), or why there is none. */
function liveSharedMap(storeDir: string, registry: Registry, unit: string): Found {
  const record = registry.remotes[unit];
  if (!record) return { missing: `no ${unit} release is live (npm run release -- ${unit})` };
  const shared = sharedMapOf(path.join(releaseDir(storeDir, unit, record.live), 'mf-manifest.json'));
  return shared ? { version: record.live, shared } : { missing: `${unit} ${record.live} has no shared map in the store (mf-manifest.json)` };
}

function remoteRefusal(storeDir: string, registry: Registry, remote: string, shared: ManifestShared[]): string | null {
  const host = liveSharedMap(storeDir, registry, hostUnit);
  if ('missing' in host) return `cannot tell whether ${remote} fits the live host: ${host.missing}`;
  const problems = unmetSharedRequirements(shared, host.shared);
  return problems.length ? `${remote} needs shared modules the live host ${host.version} cannot provide:\n  ${problems.join('\n  ')}` : null;
}

/** A new host must meet what every live remote needs, as each remote had to meet what the live host provided. */
function hostRefusal(storeDir: string, registry: Registry, shared: ManifestShared[]): string | null {
  const reasons = remoteApps.flatMap((app) => {
    if (!registry.remotes[app.dir]) return [];
    const remote = liveSharedMap(storeDir, registry, app.dir);
    if ('missing' in remote) return [`${app.dir}: cannot tell, ${remote.missing}`];
    return unmetSharedRequirements(remote.shared, shared).map((problem) => `${app.dir} ${remote.version}: ${problem}`);
  });
  return reasons.length ? `the host build cannot provide what the live remotes need:\n  ${reasons.join('\n  ')}` : null;
}

/**
 * Why a build may not go live beside the live releases of the others, or null when it may: a remote is held
 * against the live host's recorded shared map, a host against every live remote's. Never against a checkout's
 * `host/dist`, which a rebuilt shared package changes without any release; when it cannot tell, it refuses.
 */
export function sharedRefusal(storeDir: string, unit: ReleaseUnit, manifestFile: string): string | null {
  const shared = sharedMapOf(manifestFile);
  if (!shared) return `cannot tell what ${unit.dir} shares: its build records no shared map (${manifestFile})`;
  const registry = readRegistry(storeDir);
  return unit.kind === 'host' ? hostRefusal(storeDir, registry, shared) : remoteRefusal(storeDir, registry, unit.dir, shared);
}
