import { findReleaseUnit, promoteRemote, releaseUnits } from '../index';
import { envFlag, parseArgs, textFlag } from './cli-args';
import { operatorAudit, operatorStore, refusalsPrinted } from './operator';

const usage = `usage: npm run promote -- <${releaseUnits.map((unit) => unit.dir).join('|')}> --from <env> --to <env> [--force] [--note <text>]`;

/**
 * `npm run promote -- mf-hotel --from staging --to production`: the exact version live in staging goes live in
 * production, nothing rebuilt (see promoteRemote).
 */
export async function run(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, ['from', 'to', 'note']);
  const app = positional[0] ? findReleaseUnit(positional[0]) : null;
  if (!app || positional.length !== 1 || !flags.has('from') || !flags.has('to')) {
    console.error(usage);
    return 2;
  }
  return refusalsPrinted('promote', async () => {
    const from = envFlag(flags, 'from');
    const to = envFlag(flags, 'to');
    const result = await promoteRemote({
      store: operatorStore(),
      remote: app.dir,
      from,
      to,
      force: flags.has('force'),
      audit: operatorAudit(textFlag(flags, 'note')),
    });
    const was = result.previous ? ` (was ${result.previous})` : '';
    console.log(`${result.remote}: ${result.version} from ${from} is live in ${to}${was}; nothing was rebuilt`);
    return 0;
  });
}
