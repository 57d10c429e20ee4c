import type { ResponseCache } from './response-cache';

export interface Remembered {
  name: string;
  params: unknown;
  lifetimeMs: number;
  /** Skip the cached answer (the fresh one is stored for next time). */
  fresh?: boolean;
}

/**
 * The cached answer while it is valid; otherwise the live one, which is then cached. The live answer is handed
 * over at once: encrypting and storing it (a key made, a database transaction) held a first visit's hotel list
 * back by tens of ms on a slow phone. The cache never rejects, and reads the same answer only once it is stored.
 */
export async function remember<T>(cache: ResponseCache, what: Remembered, load: () => Promise<T>): Promise<T> {
  if (!what.fresh) {
    const hit = await cache.read<T>(what.name, what.params);
    if (hit !== undefined) return hit;
  }
  const value = await load();
  void cache.write(what.name, what.params, value, what.lifetimeMs);
  return value;
}
