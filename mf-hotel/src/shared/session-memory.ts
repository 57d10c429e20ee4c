/** Session storage that never throws: private modes and full quotas only lose the memory, not the page. */

export function readSession<T>(key: string): T | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the page still works; it just forgets this across reloads.
  }
}
