import { defaultStoreDir, findRemoteApp, ReleaseError, releaseRemote, remoteApps } from '../index';
import { repoRoot, runCommand } from '../orchestration/processes';
import { parseArgs, storeDirFrom } from './cli-args';
import { markBad } from './release-bad';

const usage = `usage: npm run release -- <${remoteApps.map((app) => app.dir).join('|')}> [--no-build] [--version <name>] [--force] | --bad <version> [--reason <text>]`;

/** `npm run release -- mf-hotel`: builds the remote (and the host it must fit), stores it, makes it live. */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['version', 'bad', 'reason']);
  const app = positional[0] ? findRemoteApp(positional[0]) : null;
  if (!app || positional.length !== 1) {
    console.error(usage);
    return 2;
  }
  const bad = flags.get('bad');
  if (typeof bad === 'string') return markBad(app.dir, bad, flags.get('reason'));
  if (!flags.has('no-build')) {
    const code = await runCommand('npx', ['turbo', 'run', 'build', `--filter=${app.dir}`, '--filter=host', '--output-logs=errors-only']);
    if (code !== 0) return code;
  }
  try {
    const version = flags.get('version');
    const result = releaseRemote({
      storeDir: storeDirFrom(defaultStoreDir()),
      remote: app.dir,
      repoRoot,
      force: flags.has('force'),
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
