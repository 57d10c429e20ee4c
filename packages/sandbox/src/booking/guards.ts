import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { bearerOf, findToken } from '../auth/tokens';
import type { SandboxDeps } from '../deps';
import type { RequestContext } from '../http/request-context';
import { normalizeLocale } from '../i18n/locales';
import { text } from '../i18n/messages';
import { engineError } from '../services/error-shapes';

export function localeOf(ctx: RequestContext): Locale {
  return normalizeLocale(ctx.locale);
}

/** Every booking-engine call but the session ones needs a live `client-session` (SPEC 8: 401 code 1000). */
export async function requireClientSession(ctx: RequestContext, deps: SandboxDeps): Promise<void> {
  const session = await findToken(deps.db, ctx.header('client-session'), 'client_session');
  if (!session || session.expired) {
    throw engineError(401, engineErrorCodes.sessionInvalid, text('sessionInvalid', localeOf(ctx)));
  }
}

export interface SignedInMember {
  memberId: number;
  token: string;
}

/**
 * The member behind `authorization: Bearer …`, or null without one. An expired token is 401 code 1400
 * (the client refreshes once and retries); an unknown one is 401 code 1300.
 */
export async function optionalMember(ctx: RequestContext, deps: SandboxDeps): Promise<SignedInMember | null> {
  const bearer = bearerOf(ctx.header('authorization'));
  if (!bearer) return null;
  const token = await findToken(deps.db, bearer, 'access_token');
  const locale = localeOf(ctx);
  if (!token || token.member_id === null) throw engineError(401, engineErrorCodes.unauthorized, text('unauthorized', locale));
  if (token.expired) throw engineError(401, engineErrorCodes.accessTokenExpired, text('accessTokenExpired', locale));
  return { memberId: token.member_id, token: bearer };
}

export async function requireMember(ctx: RequestContext, deps: SandboxDeps): Promise<SignedInMember> {
  const member = await optionalMember(ctx, deps);
  if (!member) throw engineError(401, engineErrorCodes.unauthorized, text('unauthorized', localeOf(ctx)));
  return member;
}
