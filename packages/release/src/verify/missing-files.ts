import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildFiles } from '../store/content-version';
import { manifestFiles, readManifest } from './manifest-files';

const shownAtMost = 8;

/**
 * The release's first check, before anything is copied (issue 16): every file the build's `mf-manifest.json`
 * names, and every file its `build-files.json` lists, is in the build. One line per missing file; empty: complete.
 */
export function missingBuildFiles(distDir: string, kind: 'host' | 'remote' = 'remote'): string[] {
  let named: Map<string, string>;
  try {
    named = manifestFiles(readManifest(distDir), { withEntry: kind === 'remote' });
  } catch (error) {
    return [`mf-manifest.json cannot be read: ${(error as Error).message}`];
  }
  for (const file of buildFiles(distDir)) if (!named.has(file)) named.set(file, 'listed in build-files.json');
  const missing = [...named].filter(([file]) => !existsSync(path.join(distDir, file)));
  const lines = missing.slice(0, shownAtMost).map(([file, neededBy]) => `${file} (${neededBy}) is missing`);
  if (missing.length > shownAtMost) lines.push(`… and ${missing.length - shownAtMost} more files are missing`);
  return lines;
}
