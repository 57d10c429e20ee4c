import type { Locale, ValidateOtpResponse } from '@hotel/contracts';
import type { SandboxDeps } from '../deps';
import { revokeMemberTokens } from '../auth/tokens';
import { sendMessage } from '../outbox/send';
import { loyaltyError } from '../services/error-shapes';
import { assertConfirmed } from './auth-refusals';
import { membershipConfirmationEmail, passwordChangedEmail } from './emails';
import { issueLoyaltyAuth } from './loyalty-auth';
import { loyaltyCodes, messages, successStatus } from './loyalty-codes';
import { createMember, findActiveMember, setPasswordHash } from './members';
import { closeSession, type Session } from './sessions';

export interface SignUpDetails {
  phonePrefix?: string | undefined;
  phoneNumber?: string | undefined;
  language?: Locale | undefined;
}

const noPendingPassword = () =>
  loyaltyError(400, loyaltyCodes.noPendingPassword, 'This session has no new password. Please start again.');

/** SPEC 8: 8006 travels in `errors` with HTTP 200, and the site shows its message as the thank-you. */
const alreadyRegistered: ValidateOtpResponse = {
  status: { success: false, code: loyaltyCodes.alreadyRegistered, message: messages.alreadyRegistered },
  errors: [{ code: loyaltyCodes.alreadyRegistered, message: messages.alreadyRegistered }],
};

async function completeSignUp(deps: SandboxDeps, session: Session, details: SignUpDetails): Promise<ValidateOtpResponse> {
  const { db, config } = deps;
  if (!session.passwordHash) throw noPendingPassword();
  const { passwordHash } = session;
  const language = details.language ?? session.language ?? 'ja';
  const created = await db.transaction(async (tx) => {
    const member = await createMember(tx, {
      email: session.identifier,
      passwordHash,
      mobilePrefix: (details.phonePrefix ?? '').replace(/\D/g, ''),
      // SPEC 5: the national number goes without its leading 0 once a country prefix is added.
      mobile: (details.phoneNumber ?? '').replace(/\D/g, '').replace(/^0/, ''),
    });
    if (!member) return null;
    const query = new URLSearchParams({ confirmation_token: member.confirmationToken, program_id: '1', hotel_id: '1' });
    const link = `${config.siteUrl}/member-confirmation?${query}`;
    const text = membershipConfirmationEmail(language, link);
    await sendMessage(tx, { kind: 'membership_confirmation', to: session.identifier, ...text, link });
    await closeSession(tx, session.sessionId);
    return member;
  });
  if (!created) return alreadyRegistered;
  return { status: successStatus(), createdId: created.id, auth: await issueLoyaltyAuth(db, config, created.id) };
}

async function completePasswordReset(deps: SandboxDeps, session: Session): Promise<ValidateOtpResponse> {
  const { db } = deps;
  if (!session.passwordHash) throw noPendingPassword();
  const member = await findActiveMember(db, session.identifier);
  if (!member) throw loyaltyError(404, loyaltyCodes.memberNotFound, messages.memberNotFound);
  const { passwordHash } = session;
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, member.id, passwordHash);
    // Whoever knew the old password is logged out everywhere.
    await revokeMemberTokens(tx, member.id, ['loyalty_token', 'loyalty_refresh']);
    await sendMessage(tx, { kind: 'password_reset', to: member.email, ...passwordChangedEmail(session.language ?? 'ja') });
    await closeSession(tx, session.sessionId);
  });
  return { status: successStatus() };
}

async function completeLogin(deps: SandboxDeps, session: Session): Promise<ValidateOtpResponse> {
  const member = await findActiveMember(deps.db, session.identifier);
  if (!member) throw loyaltyError(404, loyaltyCodes.memberNotFound, messages.memberNotFound);
  assertConfirmed(member);
  return { status: successStatus(), auth: await issueLoyaltyAuth(deps.db, deps.config, member.id) };
}

/** What a verified OTP does, by the purpose its session was opened for. */
export function completeVerifiedSession(deps: SandboxDeps, session: Session, details: SignUpDetails): Promise<ValidateOtpResponse> {
  switch (session.purpose) {
    case 'signup':
      return completeSignUp(deps, session, details);
    case 'forgot':
      return completePasswordReset(deps, session);
    case 'login':
      return completeLogin(deps, session);
  }
}
