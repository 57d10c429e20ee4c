import { createSend } from '../http/channel';
import { bookingChannel, type BookingChannelOptions, bookingTokenChannel } from './booking-channel';
import { brandPriceCalls } from './brand-prices';
import { calendarCalls } from './calendar';
import { extraCalls } from './extras';
import { hotelCalls } from './hotels';
import { membershipCalls } from './memberships';
import { reservationQuestionCalls } from './reservation-questions';
import { reservationCalls } from './reservations';
import { roomCalls } from './rooms';
import { tokenCalls } from './tokens';

/** Every booking-engine call of the sandbox README table, one typed function each. */
export function createBookingApi(options: BookingChannelOptions & { brandId: number }) {
  const context = { send: createSend(bookingChannel(options)), brandId: options.brandId };
  return {
    ...hotelCalls(context),
    ...brandPriceCalls(context),
    ...roomCalls(context),
    ...calendarCalls(context),
    ...extraCalls(context),
    ...reservationCalls(context),
    ...reservationQuestionCalls(context),
    ...membershipCalls(context),
    ...tokenCalls(createSend(bookingTokenChannel(options))),
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;
