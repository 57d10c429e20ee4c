import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryRemote } from '@hotel/contracts';
import { findRemoteApp } from '@hotel/release';
import type { RemoteManifest } from './route-preloads';

/** Reads a released remote's manifest from the store, once per version: a release never changes. */
export function storedManifests(storeDir: string): (remote: RegistryRemote) => Promise<RemoteManifest | null> {
  const read = new Map<string, Promise<RemoteManifest | null>>();
  return (remote) => {
    const key = `${remote.name}@${remote.version}`;
    let manifest = read.get(key);
    if (!manifest) {
      const dir = findRemoteApp(remote.name)?.dir;
      manifest = dir
        ? readFile(path.join(storeDir, dir, remote.version, 'mf-manifest.json'), 'utf8').then((text) => JSON.parse(text) as RemoteManifest)
        : Promise.resolve(null);
      // A failed read is tried again on the next page.
      manifest.catch(() => read.delete(key));
      read.set(key, manifest);
    }
    return manifest;
  };
}
