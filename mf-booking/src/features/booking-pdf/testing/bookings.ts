import type { BookingPdfContent } from '../types';

export const japaneseBooking: BookingPdfContent = {
  locale: 'ja',
  title: 'ご予約の確認',
  bookingId: 'HTK-20261201-7Q4M',
  bookingIdLabel: '予約番号',
  sections: [
    {
      heading: 'ご宿泊',
      rows: [
        { label: 'ホテル', value: 'ホテル東京新宿' },
        { label: 'ご宿泊日', value: '2026年12月1日〜2026年12月3日（2泊）' },
        { label: '客室', value: 'スーペリアツイン（禁煙）　朝食付き' },
      ],
    },
    {
      heading: 'ご宿泊者',
      rows: [
        { label: 'お名前', value: '山田 太郎 / やまだ たろう' },
        { label: 'メール', value: 'taro.yamada@example.jp' },
      ],
    },
    { heading: 'お支払い', rows: [{ label: '合計（税込）', value: '¥23,400' }] },
  ],
  footer: 'ホテル東京新宿 TEL 03-1234-5678 ／ 発行 2026-11-25 10:00',
};

export const englishBooking: BookingPdfContent = {
  locale: 'en',
  title: 'Booking confirmation',
  bookingId: 'HTK-20261201-7Q4M',
  bookingIdLabel: 'Booking ID',
  sections: [
    {
      heading: 'Stay',
      rows: [
        { label: 'Hotel', value: 'Hotel Tokyo Shinjuku' },
        { label: 'Dates', value: 'Tue, Dec 1, 2026 – Thu, Dec 3, 2026 (2 nights)' },
      ],
    },
    { heading: 'Guest', rows: [{ label: 'Name', value: 'Taro Yamada' }] },
    { heading: 'Payment', rows: [{ label: 'Total (tax incl.)', value: '¥23,400' }] },
  ],
  footer: 'Hotel Tokyo Shinjuku · +81 3-1234-5678 · Issued 2026-11-25 10:00',
};

/** A booking with so many rows that it cannot fit on one A4 page. */
export function bookingWithRows(count: number): BookingPdfContent {
  const rows = Array.from({ length: count }, (_, index) => ({
    label: `追加オプション ${index + 1}`,
    value: `レイトチェックアウト（12:00まで）と朝食のセット、お一人様 ¥${(1500 + index * 100).toLocaleString('en')}`,
  }));
  return { ...japaneseBooking, sections: [...japaneseBooking.sections, { heading: 'オプション', rows }] };
}
