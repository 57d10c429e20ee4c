import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { text } from '../../i18n/messages';
import type { HotelSeed } from '../../seed/catalogue-types';
import { engineError } from '../../services/error-shapes';
import { localeOf, optionalMember, requireClientSession } from '../guards';
import { hotelOf } from '../hotel-lookup';
import { expireHolds } from './holds';
import { type ReservationRecord, readReservation } from './reservation-record';
import { lookupQuerySchema } from './schemas';

export interface FoundReservation {
  hotel: HotelSeed;
  record: ReservationRecord;
  locale: Locale;
}

/**
 * The reservation of the path, for whoever may see it: the e-mail plus bypass token of the booking
 * (SPEC 6: no login needed), or the member who made it. Anything else is "not found", so a guess
 * learns nothing about which numbers exist.
 */
export async function findReservation(ctx: RequestContext, deps: SandboxDeps): Promise<FoundReservation> {
  await requireClientSession(ctx, deps);
  const member = await optionalMember(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const locale = localeOf(ctx);
  await expireHolds(deps);
  const query = ctx.input(lookupQuerySchema, Object.fromEntries(ctx.query));
  const record = await readReservation(deps.db, hotel.id, ctx.params.reservationId ?? '');
  const token = query.bypass_token ?? query.byPassToken;
  const byToken = record && token && query.email && record.bypass_token === token && record.email === query.email.toLowerCase();
  const byMember = record && member && record.member_id === member.memberId;
  if (!record || !(byToken || byMember)) {
    throw engineError(404, engineErrorCodes.notFound, text('reservationNotFound', locale));
  }
  return { hotel, record, locale };
}
