import { markVersionBad } from '../index';
import type { Audit } from '../store/audit';
import type { StoreDriver } from '../store/driver';

export interface MarkBadCommand {
  store: StoreDriver;
  env: string;
  remote: string;
  version: string;
  reason: string | undefined;
  audit: Audit;
}

/** `npm run release -- mf-hotel --bad <version> [--reason "…"] [--env staging]`: see markVersionBad. */
export async function markBad(command: MarkBadCommand): Promise<number> {
  const result = await markVersionBad({ ...command, reason: command.reason?.trim() || 'marked bad by hand' });
  console.log(`${result.remote}: ${result.version} is marked bad; a plain rollback skips it, and it goes live again only with --force`);
  if (result.rolledBackTo) console.log(`${result.remote}: it was live, so it was rolled back to ${result.rolledBackTo}`);
  if (result.stillLive) {
    console.log(`${result.remote}: it is still live: no older release is good. Release a fixed build (npm run release -- ${result.remote}).`);
  }
  return 0;
}
