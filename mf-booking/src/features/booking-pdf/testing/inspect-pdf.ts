import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** What poppler's pdftotext reads from the PDF, as a viewer's copy-paste or a screen reader would. */
export function textOf(bytes: Uint8Array, pages: { first?: number; last?: number } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'booking-pdf-'));
  try {
    const file = path.join(dir, 'confirmation.pdf');
    writeFileSync(file, bytes);
    const pageRange = [...(pages.first ? ['-f', String(pages.first)] : []), ...(pages.last ? ['-l', String(pages.last)] : [])];
    return execFileSync('pdftotext', ['-layout', ...pageRange, file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The decoded drawing operators of a page. */
export async function contentStreamOf(bytes: Uint8Array, pageIndex = 0): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(pageIndex).node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => pdf.context.lookup(ref))
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode()))
    .join('\n');
}

interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

function rectanglesIn(operators: string): Rectangle[] {
  return [...operators.matchAll(/^(\S+) (\S+) (\S+) (\S+) re$/gm)].map(([, x, y, width, height]) => ({
    x: Number(x),
    y: Number(y),
    width: Number(width),
    height: Number(height),
  }));
}

/**
 * The grid of filled squares a content stream draws with `re` (the page's only rectangles are the QR
 * code's), read back as rows of dark (true) and light (false) modules.
 */
export function rectangleGridOf(operators: string): boolean[][] {
  const rectangles = rectanglesIn(operators);
  const moduleSize = Math.min(...rectangles.map((r) => r.height));
  const left = Math.min(...rectangles.map((r) => r.x));
  const top = Math.max(...rectangles.map((r) => r.y + r.height));
  const size = Math.round((Math.max(...rectangles.map((r) => r.x + r.width)) - left) / moduleSize);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const { x, y, width } of rectangles) {
    const row = grid[Math.round((top - y) / moduleSize) - 1];
    const first = Math.round((x - left) / moduleSize);
    for (let column = first; column < first + Math.round(width / moduleSize); column++) if (row) row[column] = true;
  }
  return grid;
}
