import type { PDFPage } from 'pdf-lib';
import type { TextWriter } from '../text/text-writer';
import { contentLeft, pageMargin } from './page-flow';
import { lineHeightOf, textStyles } from './text-styles';

/** The footer's room at the bottom of each page, for PageFlow to keep clear. */
export const footerHeightOf = (lines: string[]) => lines.length * lineHeightOf(textStyles.footer);

/** The small print at the bottom of every page, its last line on the bottom margin. */
export function drawFooter(pages: PDFPage[], writer: TextWriter, lines: string[]): void {
  const lineHeight = lineHeightOf(textStyles.footer);
  for (const page of pages) {
    lines.forEach((line, index) => {
      const baseline = pageMargin + (lines.length - 1 - index) * lineHeight;
      writer.draw(page, line, { x: contentLeft, baseline }, textStyles.footer);
    });
  }
}
