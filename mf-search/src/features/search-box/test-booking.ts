import type { BookingData } from '@hotel/contracts';
import { createDefaultBooking } from '@hotel/domain';

/** A booking for tests: 10 to 12 March 2031, one room with 2 adults; today is 1 March 2031. */
export const testToday = '2031-03-01';

export function testBooking(fields: Partial<BookingData> = {}): BookingData {
  return {
    ...createDefaultBooking(new Date(2031, 2, 1)),
    checkIn: '2031-03-10',
    checkOut: '2031-03-12',
    roomList: [{ id: 1, adults: 2, children: [] }],
    ...fields,
  };
}
