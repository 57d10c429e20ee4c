import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { create as createQrCode } from 'qrcode';
import { createBookingPdf, downloadBookingPdf, type BookingPdfContent } from './index';
import { bookingWithRows, englishBooking, japaneseBooking } from './testing/bookings';
import { createFsFontSource, fontFilesDir } from './testing/fs-font-source';
import { contentStreamOf, rectangleGridOf, textOf } from './testing/inspect-pdf';

const pageCountOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe('createBookingPdf', () => {
  it('a Japanese confirmation reads back with its title, hotel, guest names, dates, price and booking id', async () => {
    const text = textOf(await createBookingPdf(japaneseBooking, createFsFontSource()));

    for (const expected of ['ご予約の確認', 'ホテル東京新宿', '山田 太郎 / やまだ たろう', '2026年12月1日〜2026年12月3日', '¥23,400', '予約番号', 'HTK-20261201-7Q4M']) {
      expect(text).toContain(expected);
    }
  });

  it('an English confirmation reads back the same way and needs only the latin font file', async () => {
    const fonts = createFsFontSource();
    const text = textOf(await createBookingPdf(englishBooking, fonts));

    for (const expected of ['Booking confirmation', 'Hotel Tokyo Shinjuku', 'Taro Yamada', '¥23,400', 'Booking ID', 'HTK-20261201-7Q4M']) {
      expect(text).toContain(expected);
    }
    expect(fonts.loadedFiles).toEqual(['noto-sans-jp-latin-400-normal.woff']);
  });

  it('fetches each font file its characters need once, and none for scripts it does not use', async () => {
    const fonts = createFsFontSource();
    await createBookingPdf(japaneseBooking, fonts);

    expect(fonts.loadedFiles).toEqual(expect.arrayContaining(['noto-sans-jp-latin-400-normal.woff', 'noto-sans-jp-119-400-normal.woff']));
    expect(new Set(fonts.loadedFiles).size).toBe(fonts.loadedFiles.length);
    expect(fonts.loadedFiles.filter((file) => /cyrillic|vietnamese|latin-ext/.test(file))).toEqual([]);
  });

  it('embeds only the glyphs drawn, so both PDFs stay far under the 400 KB budget', async () => {
    // Whole subset files would make the Japanese PDF ~300 KB; the glyphs it draws take ~30 KB.
    const japanese = await createBookingPdf(japaneseBooking, createFsFontSource());
    const english = await createBookingPdf(englishBooking, createFsFontSource());

    expect(japanese.length).toBeLessThan(100 * 1024);
    expect(english.length).toBeLessThan(100 * 1024);
  });

  it('draws the QR code of the booking id, module for module', async () => {
    const bytes = await createBookingPdf(japaneseBooking, createFsFontSource());
    const { modules } = createQrCode(japaneseBooking.bookingId, { errorCorrectionLevel: 'M' });
    const expected = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
    );

    expect(rectangleGridOf(await contentStreamOf(bytes))).toEqual(expected);
  });

  it('fits a short confirmation on one page', async () => {
    expect(await pageCountOf(await createBookingPdf(japaneseBooking, createFsFontSource()))).toBe(1);
  });

  it('continues a section too long for one page on the next, with the footer on every page', async () => {
    const bytes = await createBookingPdf(bookingWithRows(60), createFsFontSource());
    const pageCount = await pageCountOf(bytes);

    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect(textOf(bytes, { first: 1, last: 1 })).not.toContain('追加オプション 60');
    expect(textOf(bytes, { first: pageCount, last: pageCount })).toContain('追加オプション 60');
    for (let page = 1; page <= pageCount; page++) {
      expect(textOf(bytes, { first: page, last: page })).toContain('TEL 03-1234-5678');
    }
  });

  it('draws characters no Noto Sans JP subset covers (hangul) as blanks instead of failing', async () => {
    const korean: BookingPdfContent = { ...englishBooking, locale: 'ko', title: '예약 확인', bookingIdLabel: '예약 번호' };

    const text = textOf(await createBookingPdf(korean, createFsFontSource()));

    expect(text).toContain('HTK-20261201-7Q4M');
    expect(text).not.toContain('예약');
  });
});

describe('downloadBookingPdf', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:booking-pdf');
  const revokeObjectURL = jest.fn();
  const clicked: Array<{ href: string; download: string }> = [];

  beforeEach(() => {
    clicked.length = 0;
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    // pdf-lib yields to the event loop with setTimeout while saving: fake timers must still run on their own.
    jest.useFakeTimers({ advanceTimers: true });
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    // In tests the bundled font URLs point beside the source file: serve them from the package instead.
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      new Response(await readFile(path.join(fontFilesDir, path.basename(new URL(String(input)).pathname)))),
    );
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('hands the browser the PDF under the given name, fetching only the fonts it needs, and frees the URL later', async () => {
    await downloadBookingPdf(englishBooking, 'booking-HTK-20261201-7Q4M.pdf');

    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
    expect(clicked).toEqual([{ href: 'blob:booking-pdf', download: 'booking-HTK-20261201-7Q4M.pdf' }]);
    expect(jest.mocked(fetch).mock.calls.map(([input]) => path.basename(String(input)))).toEqual(['noto-sans-jp-latin-400-normal.woff']);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();

    jest.advanceTimersByTime(60_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:booking-pdf');
  });
});
