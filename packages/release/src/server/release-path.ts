import path from 'node:path';

/** `/<remote>/<version>/<file>` only: the registry itself is the host server's business. */
const releasePath = /^\/mf-[a-z]+\/[\w.+-]+\/[\w./-]+$/;
/** Source maps are kept with each release for the operators' status page, never sent to a browser (issue 17). */
const sourceMap = /\.map$/i;
/** C0 controls, DEL and the backslash (a separator on Windows) have no place in a release file's path. */
const forbidden = /[\u0000-\u001f\u007f\\]/;

export type ReleasePathResult = { file: string } | { status: 400 | 404 };

/**
 * The file a request target names inside the store, judged on its decoded form, so `%2e`, `%2f` or `%5c`
 * pass the same checks as the characters they stand for: malformed or control characters 400, anything
 * outside a release folder, and source maps, 404.
 */
export function resolveReleasePath(root: string, target: string): ReleasePathResult {
  const { pathname } = new URL(target, 'http://release.invalid');
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  if (forbidden.test(decoded)) return { status: 400 };
  if (!releasePath.test(decoded) || decoded.includes('..') || sourceMap.test(decoded)) return { status: 404 };
  const file = path.join(root, path.normalize(decoded));
  return file.startsWith(root + path.sep) ? { file } : { status: 404 };
}
