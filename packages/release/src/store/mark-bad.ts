import { ReleaseError } from './release-remote';
import { withBadMark } from './bad-versions';
import { writeRegistry } from './registry';
import { checkRollbackTarget, movedBack, previousGoodVersion, releasedRecord } from './rollback-remote';

export interface MarkBadOptions {
  storeDir: string;
  remote: string;
  version: string;
  reason: string;
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
 * `npm run release -- mf-hotel --bad <version>`: marks a version bad, so a plain rollback skips it and only
 * `--force` makes it live. A live version is rolled back at once, as the failure watch would: whoever marks it
 * knows it is broken, and every page load until someone rolls back by hand would meet it.
 */
export function markVersionBad(options: MarkBadOptions): MarkBadResult {
  const { app, registry, record } = releasedRecord(options.storeDir, options.remote);
  if (!record.versions.includes(options.version)) {
    throw new ReleaseError(`${app.dir} has no release "${options.version}"; known: ${record.versions.join(', ')}`);
  }
  const marked = withBadMark(record, options.version, options.reason);
  const to = record.live === options.version ? previousGoodVersion(marked) : undefined;
  if (to) checkRollbackTarget(options.storeDir, app, marked, to);
  registry.remotes[app.dir] = to ? movedBack(marked, to, { reason: `${options.version} marked bad: ${options.reason}` }) : marked;
  writeRegistry(options.storeDir, registry);
  return { remote: app.dir, version: options.version, rolledBackTo: to ?? null, stillLive: record.live === options.version && !to };
}
