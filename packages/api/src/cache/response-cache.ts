import { cacheKey } from './cache-key';
import { decryptJson, encryptJson, generateCacheKey, hashedId } from './cache-crypto';
import type { CacheStore } from './cache-store';
import { yieldToMain } from '../scheduling/yield-to-main';

/** Answers kept by name and parameters until they expire (SPEC 7.4). Never rejects: a broken cache is no cache. */
export interface ResponseCache {
  read<T>(name: string, params: unknown): Promise<T | undefined>;
  write(name: string, params: unknown, value: unknown, lifetimeMs: number): Promise<void>;
  clear(): Promise<void>;
}

export interface ResponseCacheOptions {
  now?: () => number;
  crypto?: Crypto;
  /** Told about storage and crypto failures, which are otherwise silent. */
  onError?: (error: unknown) => void;
}

export const noResponseCache: ResponseCache = {
  read: async () => undefined,
  write: async () => undefined,
  clear: async () => undefined,
};

/** An encrypted ResponseCache over a store; any failure degrades to a miss. */
export function createResponseCache(store: CacheStore, options: ResponseCacheOptions = {}): ResponseCache {
  const now = options.now ?? Date.now;
  const onError = options.onError ?? (() => undefined);
  const crypto = () => options.crypto ?? globalThis.crypto;
  let key: Promise<CryptoKey> | null = null;
  const cryptoKey = (): Promise<CryptoKey> => {
    if (!key) {
      key = generateCacheKey(crypto()).then((candidate) => store.adoptKey(candidate));
      // A failed attempt is not remembered: the next call tries again.
      key.catch(() => {
        key = null;
      });
    }
    return key;
  };
  const safely = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      onError(error);
      return fallback;
    }
  };
  const idOf = (name: string, params: unknown) => hashedId(crypto(), cacheKey(name, params));
  /** Writes still under way, by key: a read of the same answer waits for its write instead of missing it. */
  const writing = new Map<string, Promise<void>>();

  return {
    read: <T>(name: string, params: unknown) =>
      safely<T | undefined>(async () => {
        await writing.get(cacheKey(name, params));
        const id = await idOf(name, params);
        const entry = await store.get(id);
        if (!entry) return undefined;
        if (entry.expiresAt <= now()) {
          await store.delete(id);
          return undefined;
        }
        return (await decryptJson(crypto(), await cryptoKey(), entry.iv, entry.data)) as T;
      }, undefined),
    write: (name, params, value, lifetimeMs) => {
      const key = cacheKey(name, params);
      // The lifetime runs from the answer's arrival, not from the end of the store a moment later.
      const expiresAt = now() + lifetimeMs;
      const written = safely(async () => {
        const secret = await cryptoKey();
        // Turning the answer into bytes is a task of its own: for the hotels and areas (135 KB) it is ~35 ms at 4x
        // CPU, and it ran inside whichever task settled the key, with the page's own work (issue 15).
        await yieldToMain();
        const encrypted = await encryptJson(crypto(), secret, value);
        await store.put(await idOf(name, params), { ...encrypted, expiresAt });
      }, undefined);
      writing.set(key, written);
      void written.then(() => {
        if (writing.get(key) === written) writing.delete(key);
      });
      return written;
    },
    // An answer being stored as the cache is cleared (a logout) must not outlive the clear.
    clear: () =>
      safely(async () => {
        await Promise.all(writing.values());
        await store.clear();
      }, undefined),
  };
}
