import { AttemptLimiter } from '../booking/reservations/attempt-limiter';
import type { SandboxDeps } from '../deps';

/**
 * Limits on guessing a member's secrets, shared by the booking engine's sign_in and the loyalty platform's
 * log-in and OTP calls: they check one member record, so trying both must not double the guesses.
 */
export interface AuthLimits {
  signInPerAccount: number;
  signInPerClient: number;
  otpPerSession: number;
  otpPerAccount: number;
  otpPerClient: number;
  windowSeconds: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Read from the process environment (documented in the README); SandboxConfig does not carry them yet. */
export function authLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): AuthLimits {
  return {
    signInPerAccount: positive(env.SANDBOX_SIGN_IN_MAX_FAILURES, 5),
    signInPerClient: positive(env.SANDBOX_SIGN_IN_MAX_FAILURES_PER_CLIENT, 20),
    otpPerSession: positive(env.SANDBOX_OTP_MAX_FAILURES, 10),
    otpPerAccount: positive(env.SANDBOX_OTP_MAX_FAILURES_PER_ACCOUNT, 15),
    otpPerClient: positive(env.SANDBOX_OTP_MAX_FAILURES_PER_CLIENT, 30),
    windowSeconds: positive(env.SANDBOX_AUTH_WINDOW_SECONDS, 15 * 60),
  };
}

/** Who an attempt is counted against: the account (lower-case e-mail), each client key, and for OTPs the session. */
export interface Attempt {
  account: string;
  clients: string[];
  session?: string;
}

type Counters = Array<[AttemptLimiter, string]>;

class AuthThrottle {
  private readonly signInAccount: AttemptLimiter;
  private readonly signInClient: AttemptLimiter;
  private readonly otpSession: AttemptLimiter;
  private readonly otpAccount: AttemptLimiter;
  private readonly otpClient: AttemptLimiter;

  constructor(limits: AuthLimits, clock: SandboxDeps['clock']) {
    const windowMs = limits.windowSeconds * 1000;
    this.signInAccount = new AttemptLimiter(limits.signInPerAccount, windowMs, clock);
    this.signInClient = new AttemptLimiter(limits.signInPerClient, windowMs, clock);
    this.otpSession = new AttemptLimiter(limits.otpPerSession, windowMs, clock);
    this.otpAccount = new AttemptLimiter(limits.otpPerAccount, windowMs, clock);
    this.otpClient = new AttemptLimiter(limits.otpPerClient, windowMs, clock);
  }

  counters(kind: 'signIn' | 'otp', attempt: Attempt): Counters {
    const account = kind === 'signIn' ? this.signInAccount : this.otpAccount;
    const client = kind === 'signIn' ? this.signInClient : this.otpClient;
    const counters: Counters = [[account, attempt.account.toLowerCase()], ...attempt.clients.map((key): [AttemptLimiter, string] => [client, key])];
    if (kind === 'otp' && attempt.session) counters.push([this.otpSession, attempt.session]);
    return counters;
  }
}

const throttles = new WeakMap<SandboxDeps, AuthThrottle>();

function throttleOf(deps: SandboxDeps): AuthThrottle {
  let found = throttles.get(deps);
  if (!found) {
    found = new AuthThrottle(authLimitsFromEnv(), deps.clock);
    throttles.set(deps, found);
  }
  return found;
}

/**
 * Seconds the caller must wait before this attempt is even looked at; 0 when it may go ahead. Checked before
 * the password or code, so a locked account answers the same to the right and the wrong one.
 */
export function waitBeforeAttempt(deps: SandboxDeps, kind: 'signIn' | 'otp', attempt: Attempt): number {
  return Math.max(0, ...throttleOf(deps).counters(kind, attempt).map(([limiter, key]) => limiter.retryAfterSeconds(key)));
}

export function attemptFailed(deps: SandboxDeps, kind: 'signIn' | 'otp', attempt: Attempt): void {
  for (const [limiter, key] of throttleOf(deps).counters(kind, attempt)) limiter.fail(key);
}
