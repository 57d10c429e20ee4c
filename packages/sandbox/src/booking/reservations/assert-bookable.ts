import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import type { CreateReservationBody } from './schemas';

/** SPEC 8 code 3002: the price the guest saw is not the engine's; the title carries the new price. */
export function assertPricesSeen(seen: Array<{ total_price: number }>, priced: Array<{ total_price: number }>, locale: Locale): void {
  priced.forEach((room, index) => {
    if (seen[index]?.total_price !== room.total_price) {
      throw engineError(409, engineErrorCodes.priceChanged, `${text('priceChanged', locale)} (${room.total_price})`, `rooms.${index}.total_price`);
    }
  });
}

/** Members-only plans and points need a member (403 code 3004); the method must be one every plan takes. */
export function assertBookable(
  body: CreateReservationBody,
  priced: { paymentMethods: string[]; membersOnly: boolean; rooms: Array<{ total_price: number }> },
  signedIn: boolean,
  locale: Locale,
): void {
  if (priced.membersOnly && !signedIn) throw engineError(403, engineErrorCodes.membersOnly, text('membersOnly', locale));
  if (body.payment_method === 'points') {
    if (!signedIn) throw engineError(403, engineErrorCodes.membersOnly, text('membersOnly', locale), 'payment_method');
  } else if (!priced.paymentMethods.includes(body.payment_method)) {
    throw engineError(422, engineErrorCodes.invalidParameter, text('paymentMethodNotOffered', locale), 'payment_method');
  }
  if (body.spending_point_value > 0 && !signedIn) {
    throw engineError(403, engineErrorCodes.membersOnly, text('membersOnly', locale), 'spending_point_value');
  }
  assertPricesSeen(body.rooms, priced.rooms, locale);
}
