import { defaultStoreDir, readRegistry, statusTable } from '../index';
import { storeDirFrom } from './cli-args';

/** `npm run releases`: what is live, per remote. */
export async function run(): Promise<number> {
  const storeDir = storeDirFrom(defaultStoreDir());
  console.log(`release store: ${storeDir}\n`);
  console.log(statusTable(readRegistry(storeDir)));
  return 0;
}
