import { open, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock left by a process that died mid-write is taken over after this long (a registry write takes ms). */
const staleAfterMs = 10_000;

/**
 * Runs `work` holding `<file>.lock`, created exclusively (`wx`), so two processes on one machine never compare
 * and replace the same registry at once: the folder driver's stand-in for S3's atomic conditional put.
 */
export async function withFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > staleAfterMs) await rm(lock, { force: true });
      else await sleep(Math.min(5 + attempt * 5, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}
