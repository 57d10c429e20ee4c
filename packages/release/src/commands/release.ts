import path from 'node:path';
import { defaultStoreDir, findReleaseUnit, ReleaseError, releaseUnits } from '../index';
import { repoRoot, runCommand } from '../orchestration/processes';
import type { StoredRelease } from '../store/release-remote';
import { releaseVerified } from '../verify/release-verified';
import { siteTargetFrom } from '../verify/site-target';
import { verifyCandidate } from '../verify/verify-candidate';
import { parseArgs, storeDirFrom } from './cli-args';
import { markBad } from './release-bad';

const usage = `usage: npm run release -- <${releaseUnits.map((unit) => unit.dir).join('|')}> [--no-build | --dist <folder>] [--version <name>] [--no-verify] [--force] | --bad <version> [--reason <text>]`;

/**
 * `npm run release -- mf-hotel` (or `host`): builds that unit alone, stores it, loads a remote in a browser
 * against the running site (SITE_URL, SITE_PASSWORD), and makes it live only if it rendered there. A remote is
 * held against the live host release, never a fresh host build, so releasing it never builds or changes the host.
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['version', 'dist', 'bad', 'reason']);
  const app = positional[0] ? findReleaseUnit(positional[0]) : null;
  if (!app || positional.length !== 1) {
    console.error(usage);
    return 2;
  }
  const bad = flags.get('bad');
  if (typeof bad === 'string') return markBad(app.dir, bad, flags.get('reason'));
  const dist = flags.get('dist');
  if (!flags.has('no-build') && typeof dist !== 'string') {
    const code = await runCommand('npx', ['turbo', 'run', 'build', `--filter=${app.dir}`, '--output-logs=errors-only']);
    if (code !== 0) return code;
  }
  const site = siteTargetFrom(process.env);
  // A host release is held against every live remote's shared needs; the browser check loads remotes.
  const verify = flags.has('no-verify') || app.dir === 'host' ? null : (stored: StoredRelease) => verifyCandidate(stored, site);
  try {
    const version = flags.get('version');
    const result = await releaseVerified(
      {
        storeDir: storeDirFrom(defaultStoreDir()),
        remote: app.dir,
        repoRoot,
        force: flags.has('force'),
        ...(typeof version === 'string' ? { version } : {}),
        // npm runs scripts from the repository's top; a relative folder is the operator's.
        ...(typeof dist === 'string' ? { distDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), dist) } : {}),
      },
      verify,
    );
    const { verification } = result;
    if (verification) {
      console.log(`${result.remote} ${result.version}: rendered ${verification.pages.join(', ')} on ${site.url} in ${(verification.ms / 1000).toFixed(1)} s`);
    } else if (app.dir === 'host') console.log(`host ${result.version}: held against the live remotes' shared needs`);
    else if (!verify) console.log(`${result.remote} ${result.version}: not checked in a browser (--no-verify)`);
    const was = result.previous ? ` (was ${result.previous})` : '';
    console.log(`${result.remote}: ${result.version} is live${was}${result.created ? '' : '; this build was already stored'}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`release refused: ${error.message}`);
    return 1;
  }
}
