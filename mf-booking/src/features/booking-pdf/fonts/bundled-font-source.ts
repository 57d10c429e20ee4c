import type { PdfFontSource } from '../types';
import { subsetFileUrls } from './subset-urls.generated';

/** Fetches a subset file from the remote's own build output, where webpack emitted it as an asset. */
export const bundledFontSource: PdfFontSource = {
  async load(file) {
    const urlOf = subsetFileUrls[file];
    if (!urlOf) throw new Error(`No bundled font file ${file}`);
    const response = await fetch(urlOf());
    if (!response.ok) throw new Error(`Font file ${file} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  },
};
