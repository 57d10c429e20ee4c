import { findReleaseUnit, historyTable, readRegistry, statusTable } from '../index';
import { envFlag, parseArgs, textFlag } from './cli-args';
import { operatorStore, refusalsPrinted } from './operator';

/**
 * `npm run releases [-- --env staging]`: what is live, per unit; `npm run releases -- --history mf-hotel`: every
 * change of one unit, with who, the commit and the note.
 */
export async function run(args: string[] = []): Promise<number> {
  const { flags } = parseArgs(args, ['env', 'history']);
  return refusalsPrinted('releases', async () => {
    const store = operatorStore();
    const env = envFlag(flags);
    const registry = await readRegistry(store, env);
    console.log(`release store: ${store.location} (${env})\n`);
    const unit = textFlag(flags, 'history');
    if (!unit) {
      console.log(statusTable(registry));
      return 0;
    }
    const app = findReleaseUnit(unit);
    const table = app ? historyTable(registry, app.dir) : null;
    if (!table) {
      console.error(app ? `${app.dir} has never been released in ${env}` : `unknown unit "${unit}"`);
      return 1;
    }
    console.log(table);
    return 0;
  });
}
