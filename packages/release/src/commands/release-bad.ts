import { defaultStoreDir, markVersionBad, ReleaseError } from '../index';
import { storeDirFrom } from './cli-args';

/** `npm run release -- mf-hotel --bad <version> [--reason "…"]`: see markVersionBad. */
export function markBad(remote: string, version: string, reason: string | true | undefined): number {
  try {
    const result = markVersionBad({
      storeDir: storeDirFrom(defaultStoreDir()),
      remote,
      version,
      reason: typeof reason === 'string' && reason.trim() ? reason.trim() : 'marked bad by hand',
    });
    console.log(`${result.remote}: ${result.version} is marked bad; a plain rollback skips it, and it goes live again only with --force`);
    if (result.rolledBackTo) console.log(`${result.remote}: it was live, so it was rolled back to ${result.rolledBackTo}`);
    if (result.stillLive) {
      console.log(`${result.remote}: it is still live: no older release is good. Release a fixed build (npm run release -- ${result.remote}).`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`release refused: ${error.message}`);
    return 1;
  }
}
