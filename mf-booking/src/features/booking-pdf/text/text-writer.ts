import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { splitIntoRuns } from './text-runs';

export interface TextStyle {
  size: number;
  color: Color;
}

/** Measures and draws mixed-script text, each run in the subset font that has its glyphs. */
export interface TextWriter {
  widthOf(text: string, size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; baseline: number }, style: TextStyle): void;
}

export function createTextWriter(fonts: ReadonlyMap<string, PDFFont>): TextWriter {
  const fontOf = (subset: string): PDFFont => {
    const font = fonts.get(subset);
    if (!font) throw new Error(`Font subset "${subset}" was not embedded: pass its text to embedFontsFor`);
    return font;
  };
  return {
    widthOf: (text, size) =>
      splitIntoRuns(text).reduce((width, run) => width + fontOf(run.subset).widthOfTextAtSize(run.text, size), 0),
    draw(page, text, { x, baseline }, { size, color }) {
      let runX = x;
      for (const run of splitIntoRuns(text)) {
        const font = fontOf(run.subset);
        page.drawText(run.text, { x: runX, y: baseline, size, font, color });
        runX += font.widthOfTextAtSize(run.text, size);
      }
    },
  };
}
