export { createBookingPdf } from './create-booking-pdf';
export { downloadBookingPdf } from './download-booking-pdf';
export type { BookingPdfContent, PdfFontSource } from './types';
