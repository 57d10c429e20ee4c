import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { bundledFontSource } from './fonts/bundled-font-source';
import { embedFontsFor } from './fonts/embed-fonts';
import { drawFooter, footerHeightOf } from './layout/draw-footer';
import { drawHeader } from './layout/draw-header';
import { wrapIn } from './layout/draw-lines';
import { drawSection } from './layout/draw-section';
import { contentWidth, PageFlow } from './layout/page-flow';
import { textStyles } from './layout/text-styles';
import { createTextWriter } from './text/text-writer';
import type { BookingPdfContent, PdfFontSource } from './types';

/** Every string the PDF draws, so the fonts for all of them are fetched before drawing starts. */
function textsOf(content: BookingPdfContent): string[] {
  const rows = content.sections.flatMap((section) => [section.heading, ...section.rows.flatMap((row) => [row.label, row.value])]);
  return [content.title, content.bookingIdLabel, content.bookingId, ...rows, content.footer ?? ''];
}

/** The booking confirmation as an A4 PDF: title, QR code of the booking id, the sections, the footer. */
export async function createBookingPdf(content: BookingPdfContent, fonts: PdfFontSource = bundledFontSource): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(content.title, { showInWindowTitleBar: true });
  pdf.setLanguage(content.locale);
  const writer = createTextWriter(await embedFontsFor(pdf, textsOf(content), fonts));
  const footerLines = content.footer ? wrapIn(writer, content.footer, contentWidth, textStyles.footer) : [];
  const flow = new PageFlow(pdf, footerHeightOf(footerLines));
  drawHeader(flow, writer, content);
  for (const section of content.sections) drawSection(flow, writer, section);
  drawFooter(pdf.getPages(), writer, footerLines);
  return pdf.save();
}
