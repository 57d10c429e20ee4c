import type { ResponseCache } from './response-cache';

export interface Remembered {
  name: string;
  params: unknown;
  lifetimeMs: number;
  /** Skip the cached answer (the fresh one is stored for next time). */
  fresh?: boolean;
}

/** The cached answer while it is valid; otherwise the live one, which is then cached. */
export async function remember<T>(cache: ResponseCache, what: Remembered, load: () => Promise<T>): Promise<T> {
  if (!what.fresh) {
    const hit = await cache.read<T>(what.name, what.params);
    if (hit !== undefined) return hit;
  }
  const value = await load();
  await cache.write(what.name, what.params, value, what.lifetimeMs);
  return value;
}
