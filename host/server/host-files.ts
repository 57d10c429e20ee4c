import type { HostBuild } from './host-build';
import { findFile, hashedName } from './static-files';

/**
 * A file of the live host build, or a content-hashed chunk of another stored host release: a page loaded
 * before a release or rollback still asks for the chunks of the version it started with, and a hashed name
 * is the same bytes in any release. `main.js` and the pages come from the live build only.
 */
export async function findHostFile(build: HostBuild, urlPath: string): Promise<string | null> {
  const live = build.dir ? await findFile(build.dir, urlPath) : null;
  if (live || !hashedName.test(urlPath)) return live;
  for (const dir of build.others) {
    const file = await findFile(dir, urlPath);
    if (file) return file;
  }
  return null;
}
