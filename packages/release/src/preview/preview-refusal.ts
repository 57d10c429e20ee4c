import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRemoteApp } from '../remotes';
import { releaseDir } from '../store/host-builds';
import { sharedRefusal } from '../store/live-shared-check';

/**
 * Why `version` of `remote` may not be previewed beside the live host, or null when it may: it must be stored,
 * and meet what a release of it would have to meet, the live host's recorded shared modules (issue 17).
 */
export function previewRefusal(storeDir: string, remote: string, version: string): string | null {
  const app = findRemoteApp(remote);
  if (!app) return `"${remote}" is no remote of this site`;
  if (!/^[\w.+-]{1,80}$/.test(version)) return `"${version}" is no version name`;
  const manifest = path.join(releaseDir(storeDir, app.dir, version), 'mf-manifest.json');
  if (!existsSync(manifest)) return `${app.dir} ${version} is not in the release store`;
  return sharedRefusal(storeDir, { dir: app.dir, kind: 'remote' }, manifest);
}
