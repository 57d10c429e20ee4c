import { defaultStoreDir, findReleaseUnit, ReleaseError, releaseUnits, rollbackRemote } from '../index';
import { parseArgs, storeDirFrom } from './cli-args';

const usage = `usage: npm run rollback -- <${releaseUnits.map((unit) => unit.dir).join('|')}> [--to <version>]`;

/** `npm run rollback -- mf-hotel [--to <version>]` (or `host`): the next page load uses the older version. */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['to']);
  const app = positional[0] ? findReleaseUnit(positional[0]) : null;
  if (!app || positional.length !== 1) {
    console.error(usage);
    return 2;
  }
  try {
    const to = flags.get('to');
    const result = rollbackRemote({
      storeDir: storeDirFrom(defaultStoreDir()),
      remote: app.dir,
      ...(typeof to === 'string' ? { to } : {}),
    });
    const others = app.kind === 'host' ? 'the remotes' : 'the host and the other remotes';
    console.log(`${result.remote}: rolled back from ${result.from} to ${result.to}; ${others} unchanged`);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`rollback refused: ${error.message}`);
    return 1;
  }
}
