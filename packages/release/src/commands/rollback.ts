import { defaultStoreDir, findReleaseUnit, ReleaseError, releaseUnits, rollbackRemote } from '../index';
import { parseArgs, storeDirFrom } from './cli-args';

const usage = `usage: npm run rollback -- <${releaseUnits.map((unit) => unit.dir).join('|')}> [--to <version> [--force]] [--reason <text>]`;

/**
 * `npm run rollback -- mf-hotel [--to <version>]` (or `host`): the next page load uses the older version. A plain
 * rollback skips versions marked bad; `--to` a bad one needs `--force`.
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['to', 'reason']);
  const app = positional[0] ? findReleaseUnit(positional[0]) : null;
  if (!app || positional.length !== 1) {
    console.error(usage);
    return 2;
  }
  try {
    const to = flags.get('to');
    const reason = flags.get('reason');
    const result = rollbackRemote({
      storeDir: storeDirFrom(defaultStoreDir()),
      remote: app.dir,
      force: flags.has('force'),
      ...(typeof to === 'string' ? { to } : {}),
      ...(typeof reason === 'string' ? { reason } : {}),
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
