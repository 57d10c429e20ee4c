import { createIndexedDbStore } from './indexeddb-store';
import { createResponseCache, noResponseCache, type ResponseCache } from './response-cache';

let shared: ResponseCache | null = null;

/** The browser's cache (IndexedDB); no cache where there is no IndexedDB (SSR, where answers are per visitor). */
export function defaultResponseCache(): ResponseCache {
  shared ??=
    typeof globalThis.indexedDB !== 'undefined' && globalThis.crypto?.subtle
      ? createResponseCache(createIndexedDbStore())
      : noResponseCache;
  return shared;
}

/** Forgets every cached answer (for example on logout or a language reset). */
export function clearResponseCache(cache: ResponseCache = defaultResponseCache()): Promise<void> {
  return cache.clear();
}
