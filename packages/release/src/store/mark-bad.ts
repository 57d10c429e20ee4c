import { type Audit, auditFields } from './audit';
import { withBadMark } from './bad-versions';
import type { StoreDriver } from './driver';
import { defaultEnv, updateRegistry } from './environments';
import { ReleaseError } from './release-remote';
import { checkRollbackTarget, movedBack, previousGoodVersion, releasedRecord, releaseUnitOf } from './rollback-remote';

export interface MarkBadOptions {
  store: StoreDriver;
  env?: string;
  remote: string;
  version: string;
  reason: string;
  audit?: Audit;
}

export interface MarkBadResult {
  remote: string;
  version: string;
  /** The version made live in its place, when the bad one was live and an older good one exists. */
  rolledBackTo: string | null;
  /** The bad version is live and stays so: no older version is good. */
  stillLive: boolean;
}

/**
 * `npm run release -- mf-hotel --bad <version>`: marks a version bad in one environment's registry, so a plain
 * rollback skips it and only `--force` makes it live. A live version is rolled back at once, as the failure watch
 * would: whoever marks it knows it is broken, and every page load until someone rolls back by hand would meet it.
 */
export async function markVersionBad(options: MarkBadOptions): Promise<MarkBadResult> {
  const app = releaseUnitOf(options.remote);
  let result: MarkBadResult | undefined;
  await updateRegistry(options.store, options.env ?? defaultEnv, async (registry) => {
    const record = releasedRecord(registry, app);
    if (!record.versions.includes(options.version)) {
      throw new ReleaseError(`${app.dir} has no release "${options.version}"; known: ${record.versions.join(', ')}`);
    }
    const { actor, commit } = auditFields(options.audit);
    const marked = withBadMark(record, options.version, options.reason, { ...(actor ? { actor } : {}), ...(commit ? { commit } : {}) });
    const to = record.live === options.version ? previousGoodVersion(marked) : undefined;
    if (to) await checkRollbackTarget(options.store, app, marked, to);
    const why = { reason: `${options.version} marked bad: ${options.reason}`, ...auditFields(options.audit) };
    registry.remotes[app.dir] = to ? movedBack(marked, to, why) : marked;
    result = { remote: app.dir, version: options.version, rolledBackTo: to ?? null, stillLive: record.live === options.version && !to };
    return registry;
  });
  return result as MarkBadResult;
}
