import { storageLifetimeMs, storageVersion } from '@hotel/domain';
import { resetStaleStorageFor } from './storage-reset';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const now = Date.UTC(2026, 10, 23);

describe('the dev shell storage reset (SPEC 4)', () => {
  it('drops a booking an older version of the site left behind', () => {
    const storage = memoryStorage({ version: '1.0.5', expiry: String(now + 1000), booking: '{"old":true}' });
    resetStaleStorageFor(storage, now);
    expect(storage.getItem('booking')).toBeNull();
    expect(storage.getItem('version')).toBe(storageVersion);
  });

  it('keeps what this version wrote and moves the expiry a week ahead', () => {
    const storage = memoryStorage({ version: storageVersion, expiry: String(now + 1000), booking: '{"rooms":1}' });
    resetStaleStorageFor(storage, now);
    expect(storage.getItem('booking')).toBe('{"rooms":1}');
    expect(storage.getItem('expiry')).toBe(String(now + storageLifetimeMs));
  });

  it('drops everything once the visitor stayed away past the expiry', () => {
    const storage = memoryStorage({ version: storageVersion, expiry: String(now - 1), booking: '{"rooms":1}' });
    resetStaleStorageFor(storage, now);
    expect(storage.getItem('booking')).toBeNull();
  });
});
