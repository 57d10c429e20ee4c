import type { GenerateTokenRequest, GenerateTokenResponse, Locale, LoyaltyStatusResponse } from '@hotel/contracts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SandboxDeps } from '../deps';
import { HttpError } from '../http/http-error';
import type { RequestContext } from '../http/request-context';
import type { Handler } from '../http/router';
import { normalizeLocale } from '../i18n/locales';
import { loyaltyError } from '../services/error-shapes';
import { attemptFailed } from './attempt-throttle';
import { assertConfirmed, assertMayAttempt, loyaltyAttempt } from './auth-refusals';
import { issueLoyaltyAuth, issueSignUpAuth, spendRefreshToken } from './loyalty-auth';
import { loyaltyCodes, messages, successStatus } from './loyalty-codes';
import { findActiveMember, findActiveMemberById, type MemberRow } from './members';
import { assertNewPassword } from './password-rule';
import { readAuthRequest } from './read-auth-request';
import { generateTokenRequest, regenerateTokenRequest } from './schemas';
import { openSession } from './sessions';

type Credentials = Pick<GenerateTokenRequest, 'password' | 'confirmPassword'>;

/**
 * A wrong password is 401 code 1527, and still carries a session: SPEC 4's forgotten-password flow asks for a
 * session token with the new password before it submits the change. The session logs no one in; it can only
 * carry a password change (password/forget), which takes effect once an OTP proves the address.
 */
async function wrongPassword(deps: SandboxDeps, member: MemberRow, language: Locale): Promise<HttpError> {
  const email = member.email.toLowerCase();
  const sessionId = await openSession(deps.db, deps.config, { identifier: email, purpose: 'forgot', language });
  const { invalidPassword: code } = loyaltyCodes;
  return new HttpError(401, {
    status: { success: false, code, message: messages.invalidPassword },
    errors: [{ code, message: messages.invalidPassword }],
    user: { sessionId, userRegisteredForPassword: true, email },
  });
}

async function logIn(deps: SandboxDeps, ctx: RequestContext, member: MemberRow, body: Credentials, language: Locale) {
  const email = member.email.toLowerCase();
  const attempt = loyaltyAttempt(ctx, email);
  assertMayAttempt(deps, 'signIn', attempt);
  if (body.password !== body.confirmPassword) throw loyaltyError(400, loyaltyCodes.passwordMismatch, messages.passwordMismatch);
  if (!verifyPassword(body.password, member.password_hash)) {
    attemptFailed(deps, 'signIn', attempt);
    throw await wrongPassword(deps, member, language);
  }
  assertConfirmed(member);
  const sessionId = await openSession(deps.db, deps.config, { identifier: email, purpose: 'login', language });
  const response: GenerateTokenResponse = {
    status: successStatus(),
    auth: await issueLoyaltyAuth(deps.db, deps.config, member.id),
    user: { sessionId, userRegisteredForPassword: true, email },
  };
  return response;
}

/** A new address: a session holding the chosen password until the OTP proves the address. */
async function startSignUp(deps: SandboxDeps, email: string, body: Credentials, language: Locale) {
  assertNewPassword(body.password, body.confirmPassword);
  const passwordHash = hashPassword(body.password);
  const sessionId = await openSession(deps.db, deps.config, { identifier: email, purpose: 'signup', passwordHash, language });
  const response: GenerateTokenResponse = {
    status: successStatus(),
    auth: await issueSignUpAuth(deps.db, deps.config),
    user: { sessionId, userRegisteredForPassword: false, email },
  };
  return response;
}

/**
 * POST auth/v1/web/token/generate: a member's log-in (tokens and a login session), or, for an unknown
 * e-mail, the start of a sign-up.
 */
export function generateToken(deps: SandboxDeps): Handler {
  return async (ctx) => {
    const body = readAuthRequest(ctx, generateTokenRequest, deps.config);
    const language = normalizeLocale(ctx.locale, 'ja');
    const member = await findActiveMember(deps.db, body.identifierValue);
    if (member) return { body: await logIn(deps, ctx, member, body, language) };
    return { body: await startSignUp(deps, body.identifierValue, body, language) };
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
