import type { LoyaltyStatusResponse, ValidateOtpResponse } from '@hotel/contracts';
import type { SandboxDeps } from '../deps';
import type { Handler } from '../http/router';
import { normalizeLocale } from '../i18n/locales';
import { sendMessage } from '../outbox/send';
import { loyaltyError } from '../services/error-shapes';
import { otpEmail } from './emails';
import { loyaltyCodes, messages, successStatus } from './loyalty-codes';
import { attemptFailed } from './attempt-throttle';
import { assertMayAttempt, loyaltyAttempt } from './auth-refusals';
import { completeVerifiedSession } from './otp-outcomes';
import { checkOtp, issueOtp, maxOtpAttempts } from './otp-store';
import { readAuthRequest } from './read-auth-request';
import { generateOtpRequest, validateOtpRequest } from './schemas';
import { requireSession } from './sessions';

/** POST auth/v1/web/otp/generate: a fresh code for the session, e-mailed (it lands in the dev outbox). */
export function generateOtp({ db, config }: SandboxDeps): Handler {
  return async (ctx) => {
    const body = readAuthRequest(ctx, generateOtpRequest, config);
    const session = await requireSession(db, body.sessionId, body.identifierValue);
    await db.transaction(async (tx) => {
      const code = await issueOtp(tx, config, session);
      const text = otpEmail(session.language ?? normalizeLocale(ctx.locale, 'ja'), code, Math.round(config.ttl.otp / 60));
      await sendMessage(tx, { kind: 'otp', to: session.identifier, ...text, otp: code });
    });
    const response: LoyaltyStatusResponse = { status: successStatus() };
    return { body: response };
  };
}

function otpRejected(message: string, code: number = loyaltyCodes.invalidOtp) {
  return loyaltyError(400, code, message);
}

/** POST auth/v1/web/otp/validate: checks the code, then finishes what the session was opened for. */
export function validateOtp(deps: SandboxDeps): Handler {
  const { db, config } = deps;
  return async (ctx) => {
    const body = readAuthRequest(ctx, validateOtpRequest, config);
    const session = await requireSession(db, body.sessionId, body.identifierValue);
    const attempt = loyaltyAttempt(ctx, session.identifier, session.sessionId);
    assertMayAttempt(deps, 'otp', attempt);
    // The code check commits on its own, so wrong guesses count even though the answer is an error.
    const check = await db.transaction((tx) => checkOtp(tx, session.sessionId, body.otp));
    if (check === 'wrong' || check === 'burnt') attemptFailed(deps, 'otp', attempt);
    if (check === 'none') {
      throw otpRejected('There is no valid code for this session. Please request a new code.', loyaltyCodes.noUsableOtp);
    }
    if (check === 'burnt') {
      const burnt = `After ${maxOtpAttempts} wrong attempts this code no longer works: please request a new code.`;
      throw otpRejected(`${messages.invalidOtp}. ${burnt}`);
    }
    if (check === 'wrong') throw otpRejected(messages.invalidOtp);
    const response: ValidateOtpResponse = await completeVerifiedSession(deps, session, {
      phonePrefix: body.phonePrefix,
      phoneNumber: body.phoneNumber,
      language: body.language ? normalizeLocale(body.language, session.language ?? 'ja') : session.language,
    });
    return { body: response };
  };
}
