import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfFontSource } from '../types';

const require = createRequire(import.meta.url);
export const fontFilesDir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-jp/package.json')), 'files');

/** Reads subset files straight from node_modules and remembers which were asked for. */
export function createFsFontSource(): PdfFontSource & { loadedFiles: string[] } {
  const loadedFiles: string[] = [];
  return {
    loadedFiles,
    async load(file) {
      loadedFiles.push(file);
      return new Uint8Array(await readFile(path.join(fontFilesDir, file)));
    },
  };
}
