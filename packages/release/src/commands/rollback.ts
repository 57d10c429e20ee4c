import { findReleaseUnit, releaseUnits, rollbackRemote } from '../index';
import { envFlag, parseArgs, textFlag } from './cli-args';
import { operatorAudit, operatorStore, refusalsPrinted } from './operator';

const usage = `usage: npm run rollback -- <${releaseUnits.map((unit) => unit.dir).join('|')}> [--env <name>] [--to <version> [--force]] [--reason <text>] [--note <text>]`;

/**
 * `npm run rollback -- mf-hotel [--to <version>] [--env staging]` (or `host`): the next page load of that
 * environment uses the older version. A plain rollback skips versions marked bad; `--to` a bad one needs `--force`.
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['to', 'reason', 'env', 'note']);
  const app = positional[0] ? findReleaseUnit(positional[0]) : null;
  if (!app || positional.length !== 1) {
    console.error(usage);
    return 2;
  }
  return refusalsPrinted('rollback', async () => {
    const to = textFlag(flags, 'to');
    const reason = textFlag(flags, 'reason');
    const result = await rollbackRemote({
      store: operatorStore(),
      env: envFlag(flags),
      remote: app.dir,
      force: flags.has('force'),
      audit: operatorAudit(textFlag(flags, 'note')),
      ...(to ? { to } : {}),
      ...(reason ? { reason } : {}),
    });
    const others = app.kind === 'host' ? 'the remotes' : 'the host and the other remotes';
    console.log(`${result.remote}: rolled back from ${result.from} to ${result.to}; ${others} unchanged`);
    return 0;
  });
}
