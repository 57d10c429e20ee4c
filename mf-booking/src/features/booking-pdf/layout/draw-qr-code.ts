import { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor, type PDFPage } from 'pdf-lib';
import { create as createQrCode } from 'qrcode';

/** Dark modules of one row as [first column, length] spans. */
function darkSpans(isDark: (column: number) => boolean, size: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let column = 0; column < size; column++) {
    if (!isDark(column)) continue;
    const last = spans.at(-1);
    if (last && last[0] + last[1] === column) last[1] += 1;
    else spans.push([column, 1]);
  }
  return spans;
}

/**
 * Draws `text` as a QR code whose top-left corner is at (x, top), `width` points wide. The dark modules
 * are one filled path of rectangles, so viewers show no hairline seams between them; the caller keeps
 * the 4-module quiet zone around it blank.
 */
export function drawQrCode(page: PDFPage, text: string, { x, top, width }: { x: number; top: number; width: number }): void {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'M' });
  const moduleSize = width / modules.size;
  const rectangles = [];
  for (let row = 0; row < modules.size; row++) {
    const y = top - (row + 1) * moduleSize;
    for (const [column, length] of darkSpans((column) => Boolean(modules.get(row, column)), modules.size)) {
      rectangles.push(rectangle(x + column * moduleSize, y, length * moduleSize, moduleSize));
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingGrayscaleColor(0), ...rectangles, fill(), popGraphicsState());
}
