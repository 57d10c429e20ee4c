/** One cached answer, encrypted: only the expiry is readable. */
export interface StoredEntry {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Where encrypted answers and their key are kept (IndexedDB in the browser, memory in tests and SSR). */
export interface CacheStore {
  get(id: string): Promise<StoredEntry | undefined>;
  put(id: string, entry: StoredEntry): Promise<void>;
  delete(id: string): Promise<void>;
  /** Removes every entry (the key stays). */
  clear(): Promise<void>;
  /** The key already kept, or `candidate`, kept from now on: one key however many first calls race. */
  adoptKey(candidate: CryptoKey): Promise<CryptoKey>;
}
