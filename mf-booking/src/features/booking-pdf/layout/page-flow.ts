import { PageSizes, type PDFDocument, type PDFPage } from 'pdf-lib';

export const pageMargin = 48;
const [pageWidth, pageHeight] = PageSizes.A4;
export const contentLeft = pageMargin;
export const contentWidth = pageWidth - 2 * pageMargin;
const contentTop = pageHeight - pageMargin;
const gapAboveFooter = 12;

/** A cursor running down A4 pages, adding a page when the next block does not fit. */
export class PageFlow {
  page: PDFPage;
  /** The top of the next block, in PDF points from the page's bottom edge. */
  y = contentTop;
  private readonly contentBottom: number;

  /** `footerHeight`: room kept at the bottom of every page for the footer. */
  constructor(
    private readonly pdf: PDFDocument,
    footerHeight: number,
  ) {
    this.page = pdf.addPage(PageSizes.A4);
    this.contentBottom = pageMargin + (footerHeight > 0 ? footerHeight + gapAboveFooter : 0);
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensureRoom(height: number): void {
    // On a fresh page a block taller than the page is drawn anyway, rather than adding pages forever.
    if (this.y - height >= this.contentBottom || this.y === contentTop) return;
    this.page = this.pdf.addPage(PageSizes.A4);
    this.y = contentTop;
  }

  advance(height: number): void {
    this.y -= height;
  }
}
