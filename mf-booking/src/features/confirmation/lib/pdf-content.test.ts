import type { Reservation } from '@hotel/contracts';
import { cancelled, payLater, reservation } from '../testing/reservation';
import { bookingPdfContent, pdfFileName, type PdfFormat } from './pdf-content';

/** Formatters that show what was asked for, so each row says which message and value it used. */
const format: PdfFormat = {
  locale: 'en',
  text: (id, values) => (values ? `${id.replace('booking.confirmation.', '')}(${Object.values(values).join(',')})` : id.replace('booking.confirmation.', '')),
  day: (iso) => `day:${iso}`,
  price: (yen) => `¥${yen}`,
  due: (at) => `jst:${at}`,
};

const section = (r: Reservation, heading: string) => bookingPdfContent(r, format).sections.find((s) => s.heading === heading)?.rows;

describe('the booking PDF says what the confirmation says (SPEC 2.6 download PDF)', () => {
  it('titles the PDF and puts the booking id under its QR code, with the hotel and booking time at the foot', () => {
    const content = bookingPdfContent(reservation(), format);
    expect([content.locale, content.title, content.bookingId, content.bookingIdLabel, content.footer]).toEqual([
      'en', 'pdf.title', 'SKR-20301203-0001', 'bookingId', 'pdf.footer(Hotel Sakura Mito,jst:2030-11-20T01:00:00.000Z)',
    ]);
    expect(pdfFileName(reservation())).toBe('booking-SKR-20301203-0001.pdf');
  });

  it.each([
    [reservation(), [['hotel', 'Hotel Sakura Mito'], ['checkIn', 'day:2030-12-03'], ['checkOut', 'day:2030-12-05'], ['length', 'nightsCount(2)']], 'two nights'],
    [reservation({ is_day_use: true, nights: 0, checkout_date: '2030-12-03' }), [['hotel', 'Hotel Sakura Mito'], ['checkIn', 'day:2030-12-03'], ['checkOut', 'day:2030-12-03'], ['length', 'dayUse']], 'day use'],
  ])('%#: stay rows %j (%s)', (booking, rows) => {
    expect(section(booking, 'stay')).toEqual(rows.map(([label, value]) => ({ label, value })));
  });

  it('lists each room with type, plan, party and guest, then the extras', () => {
    expect(section(reservation(), 'rooms')).toEqual([
      { label: 'roomNumber(1)', value: 'Twin Room / Breakfast included / party(2,1) / Taro Yamada' },
      { label: 'Late check-out × 2', value: '¥1000' },
    ]);
  });

  it.each([
    [reservation(), [['pointsEarned', 'points(310)'], ['tax', '¥2818'], ['total', '¥31000'], ['paymentMethod', 'method.card'], ['paymentStatus', 'payment.paidByCard(1234)']], 'paid by card'],
    [
      reservation({ coupon_promotion: { coupon_code: 'OFF5', percent: 5 }, coupon_discount_amount: 1_550, spending_point_value: 500, earned_points: 0 }),
      [['coupon(OFF5,5)', '−¥1550'], ['pointsSpent', 'points(500)'], ['tax', '¥2818'], ['total', '¥31000'], ['paymentMethod', 'method.card'], ['paymentStatus', 'payment.paidByCard(1234)']],
      'a coupon and points spent',
    ],
    [
      payLater({ earned_points: 0 }),
      [['tax', '¥2818'], ['total', '¥31000'], ['paymentMethod', 'method.deferred'], ['paymentStatus', 'payment.awaitingUntil(jst:2030-11-20T14:00:00+09:00)']],
      'pay later: the due time in Japan time',
    ],
    [cancelled(), [['pointsEarned', 'points(310)'], ['tax', '¥2818'], ['total', '¥31000'], ['paymentMethod', 'method.card'], ['paymentStatus', 'payment.paidByCard(1234)']], 'cancelled'],
  ])('%#: payment rows %j (%s)', (booking, rows) => {
    expect(section(booking, 'payment')).toEqual(rows.map(([label, value]) => ({ label, value })));
  });
});
