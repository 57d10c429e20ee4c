import type { CacheStore, StoredEntry } from './cache-store';

export const cacheDatabaseName = 'hotel-api-cache';
const entriesStore = 'entries';
const keysStore = 'keys';
const keyId = 'response-key';

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(cacheDatabaseName, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(entriesStore);
    request.result.createObjectStore(keysStore);
  };
  return settle(request);
}

/** Encrypted answers and their non-extractable key in IndexedDB database `hotel-api-cache`. */
export function createIndexedDbStore(factory: IDBFactory | null = globalThis.indexedDB ?? null): CacheStore {
  let database: Promise<IDBDatabase> | null = null;
  const db = (): Promise<IDBDatabase> => {
    if (!factory) return Promise.reject(new Error('IndexedDB is not available'));
    if (!database) {
      database = open(factory).then((opened) => {
        opened.onversionchange = () => {
          opened.close();
          database = null;
        };
        return opened;
      });
      database.catch(() => {
        database = null;
      });
    }
    return database;
  };
  const write = async (store: string, work: (objects: IDBObjectStore) => void): Promise<void> => {
    const transaction = (await db()).transaction(store, 'readwrite');
    work(transaction.objectStore(store));
    await finished(transaction);
  };

  return {
    get: async (id) => settle<StoredEntry | undefined>((await db()).transaction(entriesStore).objectStore(entriesStore).get(id)),
    put: (id, entry) => write(entriesStore, (objects) => objects.put(entry, id)),
    delete: (id) => write(entriesStore, (objects) => objects.delete(id)),
    clear: () => write(entriesStore, (objects) => objects.clear()),
    adoptKey: async (candidate) => {
      let kept: CryptoKey = candidate;
      // Read and write in one transaction, so two tabs starting at once still agree on one key.
      await write(keysStore, (objects) => {
        const existing = objects.get(keyId);
        existing.onsuccess = () => {
          if (existing.result) kept = existing.result as CryptoKey;
          else objects.put(candidate, keyId);
        };
      });
      return kept;
    },
  };
}
