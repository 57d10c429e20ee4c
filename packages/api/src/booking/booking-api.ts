import { sharedAnswers } from '../cache/shared-answers';
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

/** A hotel's settings change with its configuration, not from one page to the next. */
const hotelSettingsLifetimeMs = 5 * 60_000;

/** Every booking-engine call of the sandbox README table, one typed function each. */
export function createBookingApi(options: BookingChannelOptions & { brandId: number }) {
  const shared = sharedAnswers(hotelSettingsLifetimeMs);
  const context = {
    send: createSend(bookingChannel(options)),
    brandId: options.brandId,
    share: <T>(key: string, load: () => Promise<T>) => shared(`${options.session.locale()} ${key}`, load),
  };
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
