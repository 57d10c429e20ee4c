import type { CacheStore, StoredEntry } from './cache-store';

/** A CacheStore in memory: for tests, SSR and browsers without IndexedDB. */
export function createMemoryStore(): CacheStore & { entries: Map<string, StoredEntry> } {
  const entries = new Map<string, StoredEntry>();
  let key: CryptoKey | null = null;
  return {
    entries,
    get: async (id) => entries.get(id),
    put: async (id, entry) => {
      entries.set(id, entry);
    },
    delete: async (id) => {
      entries.delete(id);
    },
    clear: async () => entries.clear(),
    adoptKey: async (candidate) => (key ??= candidate),
  };
}
