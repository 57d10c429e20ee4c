import type { RegistryRemote } from '@hotel/contracts';
import { findRemoteApp, readStoredManifest, type StoreDriver } from '@hotel/release';
import type { RemoteManifest } from './route-preloads';

/** Reads a released remote's manifest from the store, once per version: a release never changes. */
export function storedManifests(store: StoreDriver): (remote: RegistryRemote) => Promise<RemoteManifest | null> {
  const read = new Map<string, Promise<RemoteManifest | null>>();
  return (remote) => {
    const key = `${remote.name}@${remote.version}`;
    let manifest = read.get(key);
    if (!manifest) {
      const dir = findRemoteApp(remote.name)?.dir;
      manifest = dir ? readStoredManifest<RemoteManifest>(store, dir, remote.version) : Promise.resolve(null);
      // A failed or empty read is tried again on the next page.
      manifest.then(
        (found) => found ?? read.delete(key),
        () => read.delete(key),
      );
      read.set(key, manifest);
    }
    return manifest;
  };
}
