import { findRemoteApp } from '../remotes';
import type { StoreDriver } from '../store/driver';
import { defaultEnv, readRegistry } from '../store/environments';
import { sharedRefusal } from '../store/live-shared-check';
import { storedSharedMap } from '../store/shared-compat';
import { releaseKey } from '../store/stored-objects';

/**
 * Why `version` of `remote` may not be previewed beside the live host of `env`, or null when it may: it must be
 * stored, and meet what a release of it would have to meet, the live host's recorded shared modules (issue 17).
 */
export async function previewRefusal(store: StoreDriver, remote: string, version: string, env: string = defaultEnv): Promise<string | null> {
  const app = findRemoteApp(remote);
  if (!app) return `"${remote}" is no remote of this site`;
  if (!/^[\w.+-]{1,80}$/.test(version)) return `"${version}" is no version name`;
  const manifestKey = releaseKey(app.dir, version, 'mf-manifest.json');
  if (!(await store.exists(manifestKey))) return `${app.dir} ${version} is not in the release store`;
  const registry = await readRegistry(store, env);
  return sharedRefusal(store, registry, { dir: app.dir, kind: 'remote' }, await storedSharedMap(store, app.dir, version), manifestKey);
}
