import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { noResponseCache } from './response-cache';
import { createApi } from '../create-api';
import { fakeFetch, json } from '../testing/fake-fetch';
import { fakeSession, testEnv } from '../testing/fake-session';
import { clearResponseCache } from './default-cache';
import { cacheDatabaseName, createIndexedDbStore } from './indexeddb-store';
import { createResponseCache } from './response-cache';

const answer = { areas: [{ name: 'Shinjuku-plaintext' }] };

function readAll(factory: IDBFactory, store: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const open = factory.open(cacheDatabaseName);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction(store).objectStore(store).getAll();
      all.onsuccess = () => {
        open.result.close();
        resolve(all.result);
      };
    };
  });
}

describe('the IndexedDB cache store (database hotel-api-cache)', () => {
  it('keeps encrypted entries that a later page load can still read', async () => {
    const factory = new IDBFactory();
    await createResponseCache(createIndexedDbStore(factory)).write('areas', { lang: 'ja-JP' }, answer, 60_000);
    const nextPageLoad = createResponseCache(createIndexedDbStore(factory));
    await expect(nextPageLoad.read('areas', { lang: 'ja-JP' })).resolves.toEqual(answer);
  });

  it('stores ciphertext only, under a hashed key, and one non-extractable AES key', async () => {
    const factory = new IDBFactory();
    await createResponseCache(createIndexedDbStore(factory)).write('areas', { keyword: 'Shinjuku-plaintext' }, answer, 60_000);
    const [entry] = (await readAll(factory, 'entries')) as Array<{ iv: Uint8Array; data: ArrayBuffer; expiresAt: number }>;
    expect(entry?.iv).toHaveLength(12);
    expect(new TextDecoder().decode(new Uint8Array(entry!.data))).not.toContain('Shinjuku-plaintext');
    const keys = (await readAll(factory, 'keys')) as CryptoKey[];
    expect(keys).toHaveLength(1);
    expect([keys[0]?.algorithm.name, keys[0]?.extractable, keys[0]?.usages.sort()]).toEqual(['AES-GCM', false, ['decrypt', 'encrypt']]);
  });

  it('agrees on one key when two caches start at once', async () => {
    const factory = new IDBFactory();
    const [first, second] = [createResponseCache(createIndexedDbStore(factory)), createResponseCache(createIndexedDbStore(factory))];
    await Promise.all([first.write('a', {}, 1, 60_000), second.write('b', {}, 2, 60_000)]);
    expect(await readAll(factory, 'keys')).toHaveLength(1);
    await expect(second.read('a', {})).resolves.toBe(1);
  });

  it('expires and clears entries', async () => {
    let now = 0;
    const factory = new IDBFactory();
    const cache = createResponseCache(createIndexedDbStore(factory), { now: () => now });
    await cache.write('a', {}, 1, 1000);
    await cache.write('b', {}, 2, 5000);
    now = 1000;
    await expect(cache.read('a', {})).resolves.toBeUndefined();
    expect(await readAll(factory, 'entries')).toHaveLength(1);
    await cache.clear();
    expect(await readAll(factory, 'entries')).toHaveLength(0);
  });

  it('is no cache at all where there is no IndexedDB', async () => {
    const cache = createResponseCache(createIndexedDbStore(null));
    await cache.write('a', {}, 1, 1000);
    await expect(cache.read('a', {})).resolves.toBeUndefined();
  });
});

describe('the default cache of the browser client', () => {
  it('caches content answers in IndexedDB until clearResponseCache()', async () => {
    const network = fakeFetch(() => json(200, { data: answer }));
    const { content } = createApi(testEnv, fakeSession(), { fetch: network.fetch });
    await content.hotelsAndAreas({ keyword: 'Kyoto' });
    await content.hotelsAndAreas({ keyword: 'Kyoto' });
    expect(network.requests).toHaveLength(1);
    await clearResponseCache();
    await content.hotelsAndAreas({ keyword: 'Kyoto' });
    expect(network.requests).toHaveLength(2);
  });

  it('can be turned off', async () => {
    const network = fakeFetch(() => json(200, { data: answer }));
    const { content } = createApi(testEnv, fakeSession(), { fetch: network.fetch, cache: noResponseCache });
    await content.dictionaries();
    await content.dictionaries();
    expect(network.requests).toHaveLength(2);
  });
});
