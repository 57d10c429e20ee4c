import { createDefaultBooking } from './booking-defaults';
import { addDays } from './dates';

describe('default booking (SPEC 3, SPEC 4 dates from URL)', () => {
  it('searches 7 and 8 days from today for one room with one adult', () => {
    const booking = createDefaultBooking(new Date(2026, 11, 28));
    expect(booking.checkIn).toBe('2027-01-04');
    expect(booking.checkOut).toBe('2027-01-05');
    expect(booking.roomList).toEqual([{ id: 1, adults: 1, children: [] }]);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i day is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
