import type { TextWriter } from '../text/text-writer';
import type { BookingPdfContent } from '../types';
import { drawLines, wrapIn } from './draw-lines';
import { drawQrCode } from './draw-qr-code';
import { contentLeft, contentWidth, type PageFlow } from './page-flow';
import { lineHeightOf, textStyles } from './text-styles';

const qrWidth = 96;
/** At least the 4 blank modules a scanner needs around the code (a module is 3-4 pt at this width). */
const qrQuietZone = 16;

/** The title, then the booking's QR code with its label and id under it. */
export function drawHeader(flow: PageFlow, writer: TextWriter, content: BookingPdfContent): void {
  drawLines(flow, writer, wrapIn(writer, content.title, contentWidth, textStyles.title), textStyles.title);
  flow.advance(qrQuietZone);
  flow.ensureRoom(qrWidth + lineHeightOf(textStyles.caption) + lineHeightOf(textStyles.bookingId));
  drawQrCode(flow.page, content.bookingId, { x: contentLeft, top: flow.y, width: qrWidth });
  flow.advance(qrWidth + qrQuietZone);
  drawLines(flow, writer, wrapIn(writer, content.bookingIdLabel, contentWidth, textStyles.caption), textStyles.caption);
  drawLines(flow, writer, wrapIn(writer, content.bookingId, contentWidth, textStyles.bookingId), textStyles.bookingId);
}
