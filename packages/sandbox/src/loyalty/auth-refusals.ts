import type { SandboxDeps } from '../deps';
import { HttpError } from '../http/http-error';
import type { RequestContext } from '../http/request-context';
import { loyaltyError } from '../services/error-shapes';
import { type Attempt, waitBeforeAttempt } from './attempt-throttle';
import { loyaltyCodes, messages } from './loyalty-codes';
import type { MemberRow } from './members';

/** The loyalty platform knows its callers only by address: every auth call is counted per IP. */
export function loyaltyAttempt(ctx: RequestContext, account: string, session?: string): Attempt {
  return { account, clients: [`ip:${ctx.remoteAddress}`], ...(session ? { session } : {}) };
}

/** 429 code 1511 with Retry-After while the account, the client or the session has failed too often. */
export function assertMayAttempt(deps: SandboxDeps, kind: 'signIn' | 'otp', attempt: Attempt): void {
  const wait = waitBeforeAttempt(deps, kind, attempt);
  if (wait === 0) return;
  const message = `Too many attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`;
  const body = { status: { success: false, code: loyaltyCodes.tooManyAttempts, message }, errors: [{ code: loyaltyCodes.tooManyAttempts, message }] };
  throw new HttpError(429, body, { 'Retry-After': String(wait) });
}

/** An account signed up but whose e-mail link was not opened yet may not log in (403 code 1532). */
export function assertConfirmed(member: Pick<MemberRow, 'confirmed'>): void {
  if (!member.confirmed) throw loyaltyError(403, loyaltyCodes.notConfirmed, messages.notConfirmed);
}
