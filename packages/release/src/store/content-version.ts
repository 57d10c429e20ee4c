import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, as paths relative to it, sorted. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    })
    .sort();
}

/** `1.0.0-3fa9c01b2e`: the app's version plus a hash of its build, so the same build is the same release. */
export function contentVersion(distDir: string, packageVersion: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(distDir)) {
    if (file.endsWith('.map')) continue;
    hash.update(file).update('\0').update(readFileSync(path.join(distDir, file))).update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}
