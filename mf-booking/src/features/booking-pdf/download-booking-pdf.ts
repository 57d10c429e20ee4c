import { createBookingPdf } from './create-booking-pdf';
import type { BookingPdfContent } from './types';

/** Long enough for every browser to have started reading the file; Firefox cancels the download if revoked at once. */
const revokeAfterMs = 60_000;

/** Builds the PDF and hands it to the browser as a download named `fileName`. */
export async function downloadBookingPdf(content: BookingPdfContent, fileName: string): Promise<void> {
  // pdf-lib's bytes sit on a plain ArrayBuffer; its types predate the typed-array generics Blob checks.
  const bytes = (await createBookingPdf(content)) as Uint8Array<ArrayBuffer>;
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
