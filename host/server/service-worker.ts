import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesElementId } from './page/scripts-after-paint';

/**
 * The service worker script, stamped with the host build it belongs to (a new build or host release is a new
 * worker), the release server's origin (whose versioned files it may keep) and the element in which a page names
 * its files (which it keeps with the page open as it installs).
 */
export function serviceWorkerScript(distDir: string | null, releaseUrl: string, hostVersion: string | null = null): string {
  const template = readFileSync(path.join(import.meta.dirname, 'sw-template.js'), 'utf8');
  let index = '';
  try {
    if (distDir) index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    // no build yet: the worker still works, it just caches under a placeholder name
  }
  const build = createHash('sha256').update(index).update(hostVersion ?? '').digest('hex').slice(0, 12);
  return template
    .replace('__BUILD_ID__', build)
    .replace('__RELEASE_ORIGIN__', new URL(releaseUrl).origin)
    .replace('__FILES_ELEMENT_ID__', filesElementId);
}
