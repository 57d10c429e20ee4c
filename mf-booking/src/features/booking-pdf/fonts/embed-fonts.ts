import type { PDFDocument, PDFFont } from 'pdf-lib';
import { splitIntoRuns } from '../text/text-runs';
import type { PdfFontSource } from '../types';
import { subsetFileName } from './subsets';

/**
 * Fetches and embeds each Noto Sans JP subset these texts use, once. `subset: true` keeps only the glyphs
 * drawn (a few KB per file instead of up to 100 KB), and is also what makes WOFF work: without it pdf-lib
 * copies the file's bytes as they are, and viewers reject a WOFF where a TrueType font should be.
 */
export async function embedFontsFor(pdf: PDFDocument, texts: string[], source: PdfFontSource): Promise<Map<string, PDFFont>> {
  const subsets = new Set(texts.flatMap((text) => splitIntoRuns(text).map((run) => run.subset)));
  const embedded = await Promise.all(
    [...subsets].map(async (subset) => {
      const file = await source.load(subsetFileName(subset));
      return [subset, await pdf.embedFont(file, { subset: true })] as const;
    }),
  );
  return new Map(embedded);
}
