import { engineErrorCodes } from '@hotel/domain';
import { z } from 'zod';
import { findToken, issueToken, revokeToken } from '../../auth/tokens';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import { localeOf } from '../guards';
import { issueMemberTokens } from '../member-tokens';

const sessionBody = z.object({ key: z.string().min(1).max(200), secret: z.string().min(1).max(200) });

const tokenForm = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(200) }),
  z.object({ grant_type: z.literal('client_credentials'), token: z.string().min(1).max(200) }),
]);

/** POST client_sessions: the host server trades the site's key and secret for a client session. */
export async function issueClientSession(ctx: RequestContext, deps: SandboxDeps) {
  const { key, secret } = ctx.json(sessionBody);
  if (key !== deps.config.clientKey || secret !== deps.config.clientSecret) {
    throw engineError(401, engineErrorCodes.unauthorized, 'Invalid client key or secret');
  }
  const session = await issueToken(deps.db, 'client_session', deps.config.ttl.clientSession, { prefix: 'cs_' });
  return { status: 201, body: { client_session: session.token, expires_in: session.expiresIn } };
}

/** Exchanges a loyalty login for a member access token (SPEC 7.1 memberships/tokens). */
export async function exchangeLoyaltyToken(deps: SandboxDeps, loyaltyToken: string, ctx: RequestContext) {
  const token = await findToken(deps.db, loyaltyToken, 'loyalty_token');
  if (!token || token.expired || token.member_id === null) {
    throw engineError(401, engineErrorCodes.unauthorized, text('unauthorized', localeOf(ctx)));
  }
  return issueMemberTokens(deps.db, deps.config, token.member_id);
}

/** POST oauth/token (form-encoded): refresh a member token, or exchange a loyalty token. */
export async function issueAccessToken(ctx: RequestContext, deps: SandboxDeps) {
  const form = ctx.form(tokenForm);
  if (form.grant_type === 'client_credentials') return { body: await exchangeLoyaltyToken(deps, form.token, ctx) };
  const refresh = await findToken(deps.db, form.refresh_token, 'refresh_token');
  if (!refresh || refresh.expired || refresh.member_id === null) {
    throw engineError(401, engineErrorCodes.unauthorized, text('unauthorized', localeOf(ctx)));
  }
  // Refresh tokens are single use: a stolen one stops working once its owner has used it.
  await revokeToken(deps.db, refresh.token);
  return { body: await issueMemberTokens(deps.db, deps.config, refresh.member_id) };
}
