import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFilesName } from '@hotel/mf-build/build-files';

/** Every file below `dir`, as paths relative to it, sorted. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    })
    .sort();
}

const insideFolder = (file: string) => !path.isAbsolute(file) && !file.split(/[/\\]/).includes('..');

/**
 * The files of the build in `distDir`: those its `build-files.json` names, and the list itself. A turbo cache
 * restore leaves an earlier build's chunks beside them (issue 16), which belong to no release. A build from
 * before the list is read whole.
 */
export function buildFiles(distDir: string): string[] {
  const list = path.join(distDir, buildFilesName);
  if (!existsSync(list)) return listFiles(distDir);
  const { files } = JSON.parse(readFileSync(list, 'utf8')) as { files: string[] };
  return [...files.filter(insideFolder), buildFilesName].sort();
}

/** `1.0.0-3fa9c01b2e`: the app's version plus a hash of its build, so the same build is the same release. */
export function contentVersion(distDir: string, packageVersion: string): string {
  const hash = createHash('sha256');
  for (const file of buildFiles(distDir)) {
    // Source maps and the compressed twins follow from the files hashed.
    if (/\.(map|br|gz)$/.test(file)) continue;
    hash.update(file).update('\0').update(readFileSync(path.join(distDir, file))).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}
