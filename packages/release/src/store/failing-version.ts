import { withBadMark } from './bad-versions';
import type { StoreDriver } from './driver';
import { defaultEnv, updateRegistry } from './environments';
import type { FailureFigures } from './registry';
import { checkRollbackTarget, movedBack, previousGoodVersion, releasedRecord, releaseUnitOf, type RollbackResult } from './rollback-remote';

export interface FailingVersion {
  store: StoreDriver;
  /** The environment the reporting host server serves. */
  env?: string;
  remote: string;
  version: string;
  /** What visitors' browsers reported, in words, for `npm run releases`. */
  reason: string;
  figures: FailureFigures;
  /** Who acts: the failure watch of which host server. */
  actor?: string;
}

/**
 * The failure watch's move (issue 16): a version that fails for visitors is marked bad and rolled back to the
 * nearest good version, the reason and figures kept in the history. Nothing changes, and null is returned,
 * when it is no longer live (someone moved first) or when no older good version exists to return to: marking
 * the only build bad would not help a visitor, and would stop `npm start` from releasing it again.
 */
export async function rollBackFailingVersion(failing: FailingVersion): Promise<RollbackResult | null> {
  const app = releaseUnitOf(failing.remote);
  let result: RollbackResult | null = null;
  await updateRegistry(failing.store, failing.env ?? defaultEnv, async (registry) => {
    result = null;
    const record = releasedRecord(registry, app);
    if (record.live !== failing.version) return undefined;
    const to = previousGoodVersion(record);
    if (!to) return undefined;
    await checkRollbackTarget(failing.store, app, record, to);
    const actor = failing.actor ? { actor: failing.actor } : {};
    const marked = withBadMark(record, failing.version, failing.reason, actor);
    registry.remotes[app.dir] = movedBack(marked, to, { reason: failing.reason, figures: failing.figures, ...actor });
    result = { remote: app.dir, from: failing.version, to };
    return registry;
  });
  return result;
}
