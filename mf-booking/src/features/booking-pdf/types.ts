import type { Locale } from '@hotel/contracts';

export interface BookingPdfContent {
  locale: Locale;
  /** Already translated by the page (react-intl), e.g. "ご予約の確認" */
  title: string;
  /** The booking id; the PDF carries a QR code whose text is exactly this id, and shows it under the code. */
  bookingId: string;
  /** e.g. "Booking ID" translated, shown as the QR caption label */
  bookingIdLabel: string;
  sections: Array<{ heading: string; rows: Array<{ label: string; value: string }> }>;
  /** Optional small print at the bottom (e.g. the hotel's phone, "Issued 2026-11-25 10:00") */
  footer?: string;
}

/** How font subset files are fetched; `file` is a name in @fontsource/noto-sans-jp/files. */
export interface PdfFontSource {
  load(file: string): Promise<Uint8Array>;
}
