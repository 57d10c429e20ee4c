import type { StoreDriver } from './driver';

/** The key of a stored release's file: `<unit>/<version>/<file>`. */
export function releaseKey(unit: string, version: string, file = ''): string {
  return `${unit}/${version}/${file}`;
}

/** One object of the store (a stored release's file, a registry), or null when there is none. */
export async function readObject(store: StoreDriver, key: string) {
  return store.get(key);
}

/** Every version of a unit in the store, whether any environment made it live or not, sorted by name. */
export async function listVersions(store: StoreDriver, unit: string): Promise<string[]> {
  const manifests = (await store.list(`${unit}/`)).filter((key) => /^[^/]+\/[^/]+\/mf-manifest\.json$/.test(key));
  return manifests.map((key) => key.split('/')[1] as string).sort();
}

/** A stored release's `mf-manifest.json`, parsed; null when it is not in the store or unreadable. */
export async function readStoredManifest<T = unknown>(store: StoreDriver, unit: string, version: string): Promise<T | null> {
  const found = await store.get(releaseKey(unit, version, 'mf-manifest.json'));
  if (!found) return null;
  try {
    return JSON.parse(found.body.toString('utf8')) as T;
  } catch {
    return null;
  }
}
