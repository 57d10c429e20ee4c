import { defaultStoreDir, findReleaseUnit, ReleaseError, releaseRemote, releaseUnits } from '../index';
import { repoRoot, runCommand } from '../orchestration/processes';
import { parseArgs, storeDirFrom } from './cli-args';

const usage = `usage: npm run release -- <${releaseUnits.map((unit) => unit.dir).join('|')}> [--no-build] [--version <name>]`;

/**
 * `npm run release -- mf-hotel` (or `host`): builds that unit alone, stores it, makes it live. A remote is held
 * against the live host release, never a fresh host build, so releasing it never builds or changes the host.
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['version']);
  const app = positional[0] ? findReleaseUnit(positional[0]) : null;
  if (!app || positional.length !== 1) {
    console.error(usage);
    return 2;
  }
  if (!flags.has('no-build')) {
    const code = await runCommand('npx', ['turbo', 'run', 'build', `--filter=${app.dir}`, '--output-logs=errors-only']);
    if (code !== 0) return code;
  }
  try {
    const version = flags.get('version');
    const result = releaseRemote({
      storeDir: storeDirFrom(defaultStoreDir()),
      remote: app.dir,
      repoRoot,
      ...(typeof version === 'string' ? { version } : {}),
    });
    const was = result.previous ? ` (was ${result.previous})` : '';
    console.log(`${result.remote}: ${result.version} is live${was}${result.created ? '' : '; this build was already stored'}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`release refused: ${error.message}`);
    return 1;
  }
}
