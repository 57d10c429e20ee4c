import { defaultStoreDir, findRemoteApp, ReleaseError, remoteApps, rollbackRemote } from '../index';
import { parseArgs, storeDirFrom } from './cli-args';

const usage = `usage: npm run rollback -- <${remoteApps.map((app) => app.dir).join('|')}> [--to <version> [--force]] [--reason <text>]`;

/**
 * `npm run rollback -- mf-hotel [--to <version>]`: the next page load uses the older version. A plain rollback
 * skips versions marked bad; `--to` a bad one needs `--force`.
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['to', 'reason']);
  const app = positional[0] ? findRemoteApp(positional[0]) : null;
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
    console.log(`${result.remote}: rolled back from ${result.from} to ${result.to}; other remotes unchanged`);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`rollback refused: ${error.message}`);
    return 1;
  }
}
