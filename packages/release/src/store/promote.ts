import { type Audit, auditFields } from './audit';
import { badVersionRefusal } from './bad-versions';
import type { StoreDriver } from './driver';
import { readRegistry, updateRegistry } from './environments';
import { sharedRefusal } from './live-shared-check';
import type { RemoteRecord } from './registry';
import { pointedAt, ReleaseError } from './release-remote';
import { releaseUnitOf } from './rollback-remote';
import { storedSharedMap } from './shared-compat';
import { releaseKey } from './stored-objects';

export interface PromoteOptions {
  store: StoreDriver;
  remote: string;
  /** The environment whose live version is promoted (`staging`). */
  from: string;
  /** The environment it goes live in (`production`). */
  to: string;
  /** Promotes a version marked bad in either environment anyway. */
  force?: boolean;
  audit?: Audit;
}

export interface PromoteResult {
  remote: string;
  version: string;
  /** The version live in the target environment before, if any. */
  previous: string | null;
}

/** The commit the version was released from, as its source environment recorded it. */
function commitOf(record: RemoteRecord, version: string): string | undefined {
  return record.history.findLast((event) => event.version === version && event.action !== 'rollback' && event.commit)?.commit;
}

/**
 * `npm run promote -- mf-hotel --from staging --to production`: makes the exact version live in `from` live in
 * `to` as well, nothing rebuilt or copied (it is already in the store, which both environments share). Refused
 * when `from` has no live version, when the version is marked bad (without `force`), and, as a release is, when
 * it does not fit the live releases of `to` (a remote against its live host, a host against its live remotes).
 */
export async function promoteRemote(options: PromoteOptions): Promise<PromoteResult> {
  const app = releaseUnitOf(options.remote);
  if (options.from === options.to) throw new ReleaseError(`--from and --to are both ${options.from}`);
  const source = (await readRegistry(options.store, options.from)).remotes[app.dir];
  if (!source) throw new ReleaseError(`${app.dir} has no live version in ${options.from}: nothing to promote`);
  const version = source.live;
  const sourceRefusal = badVersionRefusal(app.dir, source, version, options.force);
  if (sourceRefusal) throw new ReleaseError(`${sourceRefusal} (in ${options.from})`);
  const shared = await storedSharedMap(options.store, app.dir, version);
  if (!(await options.store.exists(releaseKey(app.dir, version, 'mf-manifest.json')))) {
    throw new ReleaseError(`${app.dir} ${version} is missing from the store`);
  }
  const commit = commitOf(source, version);
  let previous: string | null = null;
  await updateRegistry(options.store, options.to, async (registry) => {
    const record = registry.remotes[app.dir];
    previous = record?.live ?? null;
    if (previous === version) throw new ReleaseError(`${app.dir} ${version} is already live in ${options.to}`);
    const refusal = badVersionRefusal(app.dir, record, version, options.force) ?? (await sharedRefusal(options.store, registry, app, shared, `${app.dir}/${version}/mf-manifest.json`));
    if (refusal) throw new ReleaseError(refusal);
    const audit = { ...auditFields(options.audit), ...(commit ? { commit } : {}) };
    registry.remotes[app.dir] = pointedAt(record, { action: 'promote', version, at: new Date().toISOString(), from: options.from, ...audit });
    return registry;
  });
  return { remote: app.dir, version, previous };
}
