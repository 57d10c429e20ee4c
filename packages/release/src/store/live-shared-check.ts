import { remoteApps } from '../remotes';
import { hostUnit, type ReleaseUnit } from '../release-units';
import type { StoreDriver } from './driver';
import type { Registry } from './registry';
import { type ManifestShared, storedSharedMap, unmetSharedRequirements } from './shared-compat';

type Found = { version: string; shared: ManifestShared[] } | { missing: string };

/** The shared map recorded with a unit's live release (its stored `mf-manifest.json`), or why there is none. */
async function liveSharedMap(store: StoreDriver, registry: Registry, unit: string): Promise<Found> {
  const record = registry.remotes[unit];
  if (!record) return { missing: `no ${unit} release is live (npm run release -- ${unit})` };
  const shared = await storedSharedMap(store, unit, record.live);
  return shared ? { version: record.live, shared } : { missing: `${unit} ${record.live} has no shared map in the store (mf-manifest.json)` };
}

async function remoteRefusal(store: StoreDriver, registry: Registry, remote: string, shared: ManifestShared[]): Promise<string | null> {
  const host = await liveSharedMap(store, registry, hostUnit);
  if ('missing' in host) return `cannot tell whether ${remote} fits the live host: ${host.missing}`;
  const problems = unmetSharedRequirements(shared, host.shared);
  return problems.length ? `${remote} needs shared modules the live host ${host.version} cannot provide:\n  ${problems.join('\n  ')}` : null;
}

/** A new host must meet what every live remote needs, as each remote had to meet what the live host provided. */
async function hostRefusal(store: StoreDriver, registry: Registry, shared: ManifestShared[]): Promise<string | null> {
  const perRemote = await Promise.all(
    remoteApps.map(async (app) => {
      if (!registry.remotes[app.dir]) return [];
      const remote = await liveSharedMap(store, registry, app.dir);
      if ('missing' in remote) return [`${app.dir}: cannot tell, ${remote.missing}`];
      return unmetSharedRequirements(remote.shared, shared).map((problem) => `${app.dir} ${remote.version}: ${problem}`);
    }),
  );
  const reasons = perRemote.flat();
  return reasons.length ? `the host build cannot provide what the live remotes need:\n  ${reasons.join('\n  ')}` : null;
}

/**
 * Why a build may not go live beside the live releases of the others in `registry` (one environment's), or null
 * when it may: a remote is held against the live host's recorded shared map, a host against every live remote's.
 * Never against a checkout's `host/dist`, which a rebuilt shared package changes without any release; when it
 * cannot tell, it refuses. `shared` is the candidate's map; null when its manifest records none.
 */
export async function sharedRefusal(store: StoreDriver, registry: Registry, unit: ReleaseUnit, shared: ManifestShared[] | null, manifestName: string): Promise<string | null> {
  if (!shared) return `cannot tell what ${unit.dir} shares: its build records no shared map (${manifestName})`;
  return unit.kind === 'host' ? hostRefusal(store, registry, shared) : remoteRefusal(store, registry, unit.dir, shared);
}
