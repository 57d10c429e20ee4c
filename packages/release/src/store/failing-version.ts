import { withBadMark } from './bad-versions';
import { type FailureFigures, writeRegistry } from './registry';
import { checkRollbackTarget, movedBack, previousGoodVersion, releasedRecord, type RollbackResult } from './rollback-remote';

export interface FailingVersion {
  storeDir: string;
  remote: string;
  version: string;
  /** What visitors' browsers reported, in words, for `npm run releases`. */
  reason: string;
  figures: FailureFigures;
}

/**
 * The failure watch's move (issue 16): a version that fails for visitors is marked bad and rolled back to the
 * nearest good version, the reason and figures kept in the history. Nothing changes, and null is returned,
 * when it is no longer live (someone moved first) or when no older good version exists to return to: marking
 * the only build bad would not help a visitor, and would stop `npm start` from releasing it again.
 */
export function rollBackFailingVersion(failing: FailingVersion): RollbackResult | null {
  const { app, registry, record } = releasedRecord(failing.storeDir, failing.remote);
  if (record.live !== failing.version) return null;
  const to = previousGoodVersion(record);
  if (!to) return null;
  checkRollbackTarget(failing.storeDir, app, record, to);
  const marked = withBadMark(record, failing.version, failing.reason);
  registry.remotes[app.dir] = movedBack(marked, to, { reason: failing.reason, figures: failing.figures });
  writeRegistry(failing.storeDir, registry);
  return { remote: app.dir, from: failing.version, to };
}
