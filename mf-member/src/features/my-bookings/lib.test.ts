import { bookingList, bookingPath, isPast, listStatus } from './lib';
import { reservation } from './testing/reservation';

// 2026-11-23 10:00 in Japan.
const now = new Date('2026-11-23T01:00:00Z');

describe('isPast: SPEC 4 "a booking is past when checkout is before now", in Japan time', () => {
  it.each([
    ['2026-11-22', true, 'checked out yesterday'],
    ['2026-11-23', false, 'checks out today: the guest is still at the hotel'],
    ['2026-11-24', false, 'checks out tomorrow'],
  ])('checkout %s → past %s (%s)', (checkout, past) => {
    expect(isPast(checkout, now)).toBe(past);
  });

  it('reads the date in Japan, not in UTC: 23:30 UTC on the 22nd is already the 23rd in Tokyo', () => {
    expect(isPast('2026-11-22', new Date('2026-11-22T23:30:00Z'))).toBe(true);
    expect(isPast('2026-11-22', new Date('2026-11-22T14:59:00Z'))).toBe(false);
  });
});

describe('listStatus: SPEC 4 "done with a checkout date not yet passed is shown as coming_up"', () => {
  it.each([
    ['done', '2026-11-30', 'coming_up'],
    ['done', '2026-11-23', 'coming_up'],
    ['done', '2026-11-20', 'done'],
    ['coming_up', '2026-11-30', 'coming_up'],
    ['cancelled', '2026-11-30', 'cancelled'],
    ['cancelled', '2026-11-20', 'cancelled'],
  ] as const)('%s, checkout %s → %s', (status, checkout_date, shown) => {
    expect(listStatus({ status, checkout_date }, now)).toBe(shown);
  });
});

describe('bookingList: SPEC 4 order coming_up (0), done (1), cancelled (2)', () => {
  it('puts coming stays first (soonest first), then completed and cancelled ones (latest first)', () => {
    const list = bookingList(
      [
        reservation({ reservation_number: 'cancelled-old', status: 'cancelled', checkin_date: '2026-01-01', checkout_date: '2026-01-02' }),
        reservation({ reservation_number: 'done-old', status: 'done', checkin_date: '2026-03-01', checkout_date: '2026-03-02' }),
        reservation({ reservation_number: 'later', status: 'done', checkin_date: '2026-12-20', checkout_date: '2026-12-21' }),
        reservation({ reservation_number: 'cancelled-new', status: 'cancelled', checkin_date: '2026-12-01', checkout_date: '2026-12-02' }),
        reservation({ reservation_number: 'done-new', status: 'done', checkin_date: '2026-10-01', checkout_date: '2026-10-02' }),
        reservation({ reservation_number: 'staying-now', status: 'done', checkin_date: '2026-11-22', checkout_date: '2026-11-23' }),
      ],
      now,
    );
    expect(list.map((item) => [item.reservation.reservation_number, item.status])).toEqual([
      ['staying-now', 'coming_up'],
      ['later', 'coming_up'],
      ['done-new', 'done'],
      ['done-old', 'done'],
      ['cancelled-new', 'cancelled'],
      ['cancelled-old', 'cancelled'],
    ]);
  });

  it('shows no booking for an empty answer', () => {
    expect(bookingList([], now)).toEqual([]);
  });
});

describe('bookingPath: SPEC 2.8 item link', () => {
  it.each([
    ['ja', '/profile/confirm-booking/R-1001?email=hanako%40example.jp&hotel_id=13'],
    ['en', '/en/profile/confirm-booking/R-1001?email=hanako%40example.jp&hotel_id=13'],
    ['zh-TW', '/tw/profile/confirm-booking/R-1001?email=hanako%40example.jp&hotel_id=13'],
  ] as const)('%s → %s (the e-mail encoded)', (locale, path) => {
    expect(bookingPath(reservation(), locale)).toBe(path);
  });

  it('encodes an e-mail with a plus sign so the confirmation page reads it back unchanged', () => {
    const path = bookingPath(reservation({ email: 'taro+trip@example.jp' }), 'ja');
    expect(new URLSearchParams(path.split('?')[1]).get('email')).toBe('taro+trip@example.jp');
  });
});
