import { defaultEnv, readRegistry } from '../store/environments';
import { makeLive, ReleaseError, type ReleaseOptions, type ReleaseResult, type StoredRelease, storeRelease } from '../store/release-remote';
import type { Verification } from './verify-candidate';

export type Verify = (stored: StoredRelease) => Promise<Verification>;

const couldNotRun = (error: Error): Verification => ({ problems: [`the check could not run: ${error.message}`], pages: [], ms: 0 });

export interface VerifiedRelease extends ReleaseResult {
  /** Null: not checked (`--no-verify`, or the version was live already). */
  verification: Verification | null;
}

/**
 * `release`: checks and stores the build, has `verify` load it against the running site, and only then points
 * the registry at it. A refused build leaves the registry as it was, and its folder goes if this run made it:
 * it was never live, only the check's own browser fetched it, and a folder kept under an explicit --version
 * would be taken for a later, fixed build of that name (a stored version is never copied again).
 */
export async function releaseVerified(options: ReleaseOptions, verify: Verify | null): Promise<VerifiedRelease> {
  const stored = await storeRelease(options);
  const alreadyLive = (await readRegistry(options.store, options.env ?? defaultEnv)).remotes[stored.app.dir]?.live === stored.version;
  const verification = verify && !alreadyLive ? await verify(stored).catch(couldNotRun) : null;
  if (verification?.problems.length) {
    if (stored.created) await options.store.removeAll(stored.prefix);
    throw new ReleaseError(
      `${stored.app.dir} ${stored.version} failed the check before going live; the live version is unchanged:\n  ${verification.problems.join('\n  ')}`,
    );
  }
  return { ...(await makeLive(options, stored)), verification };
}
