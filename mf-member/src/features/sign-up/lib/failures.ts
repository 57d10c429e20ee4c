import type { ValidateOtpResponse } from '@hotel/contracts';
import { isApiError, loyaltyFailure } from '@hotel/api';

/** Why a sign-up step failed, in the terms the visitor is told (SPEC 8 sign-up failures). */
export type SignUpFailure =
  | { kind: 'server'; message: string }
  | { kind: 'alreadyMember' }
  | { kind: 'network' }
  | { kind: 'unexpected' };

/** Thrown when token/generate treats the address as an existing member's (its log-in path). */
export class AlreadyMemberError extends Error {
  constructor() {
    super('this e-mail address already belongs to a member');
  }
}

function statusMessage(body: unknown): string | null {
  const status = typeof body === 'object' && body !== null ? (body as { status?: { message?: unknown } }).status : undefined;
  return typeof status?.message === 'string' && status.message.trim() ? status.message : null;
}

/** SPEC 8: "the server status message; otherwise the first message title or first errors title". */
export function signUpFailureOf(error: unknown): SignUpFailure {
  if (error instanceof AlreadyMemberError) return { kind: 'alreadyMember' };
  if (!isApiError(error)) return { kind: 'unexpected' };
  if (error.status === 0) return { kind: 'network' };
  const message = statusMessage(error.body) ?? error.messages[0];
  return message ? { kind: 'server', message } : { kind: 'unexpected' };
}

/** A loyalty answer that says it failed (HTTP 200, `status.success: false`) becomes the error it is. */
export function throwIfRefused(answer: Parameters<typeof loyaltyFailure>[0]): void {
  const failure = loyaltyFailure(answer);
  if (failure) throw failure;
}

/** The loyalty platform's "already registered" code, which SPEC 8 counts as a successful sign-up. */
export const alreadyRegisteredCode = 8006;

export type OtpOutcome = { kind: 'created'; loyaltyToken: string } | { kind: 'alreadyRegistered'; message: string };

/**
 * SPEC 8 "OTP validate": code 8006 in the errors shows its message as the thank-you and counts as success; a
 * member created (createdId) comes with the loyalty token the profile is written with; anything else failed.
 */
export function otpOutcomeOf(answer: ValidateOtpResponse): OtpOutcome {
  const registered = answer.errors?.find((error) => error.code === alreadyRegisteredCode);
  if (registered) return { kind: 'alreadyRegistered', message: registered.message };
  throwIfRefused(answer);
  const token = answer.auth?.token;
  // A success without a member is not an answer the platform gives; it is shown as the unexpected failure.
  if (answer.createdId === undefined || !token) throw new Error('the OTP was accepted but no member was created');
  return { kind: 'created', loyaltyToken: token };
}
