import type { LoyaltyStatusResponse } from '@hotel/contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findToken } from '../auth/tokens';
import type { SandboxDeps } from '../deps';
import type { Handler } from '../http/router';
import { normalizeLocale } from '../i18n/locales';
import { loyaltyError } from '../services/error-shapes';
import { attemptFailed } from './attempt-throttle';
import { assertConfirmed, assertMayAttempt, loyaltyAttempt } from './auth-refusals';
import { issueLoyaltyAuth } from './loyalty-auth';
import { loyaltyCodes, messages, successStatus } from './loyalty-codes';
import { findActiveMember, setPasswordHash } from './members';
import { assertNewPassword } from './password-rule';
import { readAuthRequest } from './read-auth-request';
import { changePasswordRequest, forgetPasswordRequest, validatePasswordRequest } from './schemas';
import { findSession, openSession, requireSession, updateSession } from './sessions';

const noSuchMember = () => loyaltyError(404, loyaltyCodes.memberNotFound, messages.memberNotFound);

/** POST auth/v1/web/password/validate: logs in through a session from token/generate. */
export function validatePassword(deps: SandboxDeps): Handler {
  const { db, config } = deps;
  return async (ctx) => {
    const body = readAuthRequest(ctx, validatePasswordRequest, config);
    await requireSession(db, body.sessionId, body.identifierValue);
    const attempt = loyaltyAttempt(ctx, body.identifierValue);
    assertMayAttempt(deps, 'signIn', attempt);
    const member = await findActiveMember(db, body.identifierValue);
    if (!member) throw noSuchMember();
    if (!verifyPassword(body.password, member.password_hash)) {
      attemptFailed(deps, 'signIn', attempt);
      throw loyaltyError(401, loyaltyCodes.invalidPassword, messages.invalidPassword);
    }
    assertConfirmed(member);
    const response: LoyaltyStatusResponse = { status: successStatus(), auth: await issueLoyaltyAuth(db, config, member.id) };
    return { body: response };
  };
}

/**
 * POST auth/v1/web/password/forget: keeps the new password in the session until an OTP proves the
 * address (otp/validate then sets it). A missing or stale session is replaced, and the new id answered.
 */
export function forgetPassword({ db, config }: SandboxDeps): Handler {
  return async (ctx) => {
    const body = readAuthRequest(ctx, forgetPasswordRequest, config);
    const member = await findActiveMember(db, body.identifierValue);
    if (!member) throw noSuchMember();
    assertNewPassword(body.password, body.confirmPassword);
    const pending = { purpose: 'forgot' as const, passwordHash: hashPassword(body.password) };
    const session = body.sessionId ? await findSession(db, body.sessionId, body.identifierValue) : null;
    let sessionId = session?.sessionId;
    if (sessionId) {
      await updateSession(db, sessionId, pending);
    } else {
      const language = normalizeLocale(ctx.locale, 'ja');
      sessionId = await openSession(db, config, { identifier: body.identifierValue, language, ...pending });
    }
    return { body: { status: successStatus(), user: { sessionId, userRegisteredForPassword: true, email: member.email } } };
  };
}

/** POST auth/v1/web/password/change: a logged-in member's new password, with the old one as proof. */
export function changePassword({ db, config }: SandboxDeps): Handler {
  return async (ctx) => {
    const body = readAuthRequest(ctx, changePasswordRequest, config);
    const member = await findActiveMember(db, body.identifierValue);
    const token = await findToken(db, body.token, 'loyalty_token');
    if (!member || !token || token.expired || token.member_id !== member.id) {
      throw loyaltyError(401, loyaltyCodes.unauthorized, 'The login token is invalid or has expired. Please log in again.');
    }
    if (!verifyPassword(body.password, member.password_hash)) {
      throw loyaltyError(400, loyaltyCodes.invalidPassword, messages.invalidPassword);
    }
    assertNewPassword(body.newPassword, body.confirmPassword);
    await setPasswordHash(db, member.id, hashPassword(body.newPassword));
    const response: LoyaltyStatusResponse = { status: successStatus('Password changed successfully') };
    return { body: response };
  };
}
