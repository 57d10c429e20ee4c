/**
 * A Map behind the Storage interface, installed as `localStorage` before the bus is imported (node tests have
 * none), so each test sees exactly what the page kept and nothing else.
 */
function fakeStorage(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let current = fakeStorage({});
Object.defineProperty(globalThis, 'localStorage', { get: () => current, configurable: true });

/** Starts a test with these values kept (as JSON, the way the site writes them); returns the storage. */
export function keepInLocalStorage(entries: Record<string, unknown>): Storage {
  current = fakeStorage(Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)])));
  return current;
}
