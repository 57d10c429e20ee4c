import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { SandboxDeps } from '../../deps';
import { HttpError } from '../../http/http-error';
import type { RequestContext } from '../../http/request-context';
import { text } from '../../i18n/messages';
import type { HotelSeed } from '../../seed/catalogue-types';
import { engineError } from '../../services/error-shapes';
import { localeOf, optionalMember, requireClientSession } from '../guards';
import { hotelOf } from '../hotel-lookup';
import { AttemptLimiter } from './attempt-limiter';
import { expireHolds } from './holds';
import { type ReservationRecord, readReservation } from './reservation-record';
import { lookupQuerySchema } from './schemas';

export interface FoundReservation {
  hotel: HotelSeed;
  record: ReservationRecord;
  locale: Locale;
}

/**
 * Who may reach a booking. `read` (look-up, settings, receipt, questions) and `cancel` need no bypass token:
 * SPEC 6 lets a visitor look up and cancel with hotel, booking id and e-mail. Changing a booking (`change`)
 * still needs the bypass token of the e-mail link, or the member who made it.
 */
export type LookupPurpose = 'read' | 'cancel' | 'change';

const limiters = new WeakMap<SandboxDeps, { session: AttemptLimiter; ip: AttemptLimiter }>();

function limitersOf(deps: SandboxDeps) {
  let found = limiters.get(deps);
  if (!found) {
    const windowMs = deps.config.lookupWindowSeconds * 1000;
    found = {
      session: new AttemptLimiter(deps.config.lookupMaxFailures, windowMs, deps.clock),
      ip: new AttemptLimiter(deps.config.lookupMaxFailuresPerIp, windowMs, deps.clock),
    };
    limiters.set(deps, found);
  }
  return found;
}

function tooManyAttempts(retryAfter: number, locale: Locale): HttpError {
  const body = { errors: [{ code: engineErrorCodes.tooManyAttempts, title: text('tooManyAttempts', locale) }] };
  return new HttpError(429, body, { 'Retry-After': String(retryAfter) });
}

function mayReach(record: ReservationRecord, purpose: LookupPurpose, query: { email?: string; token?: string }, memberId: number | null): boolean {
  if (memberId !== null && record.member_id === memberId) return true;
  const email = query.email?.trim().toLowerCase();
  if (!email || record.email !== email) return false;
  if (query.token) return record.bypass_token === query.token;
  return purpose !== 'change';
}

/**
 * The reservation of the path, for whoever may see it. Anything else is "not found", so a guess learns
 * nothing; and each client (client session, and IP address) may fail only so often per window before it is
 * answered 429 code 2429 with Retry-After, so booking ids cannot be tried one after another.
 */
export async function findReservation(ctx: RequestContext, deps: SandboxDeps, purpose: LookupPurpose = 'read'): Promise<FoundReservation> {
  await requireClientSession(ctx, deps);
  const member = await optionalMember(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const locale = localeOf(ctx);
  const limiter = limitersOf(deps);
  const clients: Array<[AttemptLimiter, string]> = [
    [limiter.session, `session:${ctx.header('client-session') ?? ''}`],
    [limiter.ip, `ip:${ctx.remoteAddress}`],
  ];
  const wait = Math.max(...clients.map(([l, key]) => l.retryAfterSeconds(key)));
  if (wait > 0) throw tooManyAttempts(wait, locale);
  await expireHolds(deps);
  const query = ctx.input(lookupQuerySchema, Object.fromEntries(ctx.query));
  const record = await readReservation(deps.db, hotel.id, ctx.params.reservationId ?? '');
  const credentials = { email: query.email, token: query.bypass_token ?? query.byPassToken };
  if (!record || !mayReach(record, purpose, credentials, member?.memberId ?? null)) {
    for (const [l, key] of clients) l.fail(key);
    throw engineError(404, engineErrorCodes.notFound, text('reservationNotFound', locale));
  }
  return { hotel, record, locale };
}
