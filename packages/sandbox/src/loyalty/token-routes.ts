import type { GenerateTokenResponse, LoyaltyStatusResponse } from '@hotel/contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SandboxDeps } from '../deps';
import type { Handler } from '../http/router';
import { normalizeLocale } from '../i18n/locales';
import { loyaltyError } from '../services/error-shapes';
import { issueLoyaltyAuth, spendRefreshToken } from './loyalty-auth';
import { loyaltyCodes, messages, successStatus } from './loyalty-codes';
import { findActiveMember, findActiveMemberById } from './members';
import { assertNewPassword } from './password-rule';
import { readAuthRequest } from './read-auth-request';
import { generateTokenRequest, regenerateTokenRequest } from './schemas';
import { openSession } from './sessions';

/**
 * POST auth/v1/web/token/generate: a member's log-in (tokens and a login session), or, for an unknown
 * e-mail, the start of a sign-up (a session holding the chosen password until the OTP proves the address).
 */
export function generateToken({ db, config }: SandboxDeps): Handler {
  return async (ctx) => {
    const body = readAuthRequest(ctx, generateTokenRequest, config);
    const email = body.identifierValue;
    const language = normalizeLocale(ctx.locale, 'ja');
    const member = await findActiveMember(db, email);
    if (member) {
      if (body.password !== body.confirmPassword) throw loyaltyError(400, loyaltyCodes.passwordMismatch, messages.passwordMismatch);
      if (!verifyPassword(body.password, member.password_hash)) {
        throw loyaltyError(401, loyaltyCodes.invalidPassword, messages.invalidPassword);
      }
      const sessionId = await openSession(db, config, { identifier: email, purpose: 'login', language });
      const response: GenerateTokenResponse = {
        status: successStatus(),
        auth: await issueLoyaltyAuth(db, config, member.id),
        user: { sessionId, userRegisteredForPassword: true, email },
      };
      return { body: response };
    }
    assertNewPassword(body.password, body.confirmPassword);
    const passwordHash = hashPassword(body.password);
    const sessionId = await openSession(db, config, { identifier: email, purpose: 'signup', passwordHash, language });
    const response: GenerateTokenResponse = {
      status: successStatus(),
      user: { sessionId, userRegisteredForPassword: false, email },
    };
    return { body: response };
  };
}

/** POST auth/v1/web/token/regenerate: new tokens for a live refresh token, which is used up. */
export function regenerateToken({ db, config }: SandboxDeps): Handler {
  return async (ctx) => {
    const body = readAuthRequest(ctx, regenerateTokenRequest, config);
    const memberId = await spendRefreshToken(db, body.refreshToken);
    const member = memberId ? await findActiveMemberById(db, memberId) : null;
    if (!member || member.email.toLowerCase() !== body.identifierValue) {
      throw loyaltyError(401, loyaltyCodes.unauthorized, 'The refresh token is invalid or has expired. Please log in again.');
    }
    const response: LoyaltyStatusResponse = { status: successStatus(), auth: await issueLoyaltyAuth(db, config, member.id) };
    return { body: response };
  };
}
