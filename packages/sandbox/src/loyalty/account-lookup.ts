import type { AccountLookupResponse } from '@hotel/contracts';
import { z } from 'zod';
import { AttemptLimiter } from '../booking/reservations/attempt-limiter';
import type { Queryable } from '../db/database';
import type { SandboxDeps } from '../deps';
import { HttpError } from '../http/http-error';
import type { Handler } from '../http/router';
import { loyaltyError } from '../services/error-shapes';
import { loyaltyCodes, successStatus } from './loyalty-codes';

const tooManyLookups = 1429;
const brand = z.string().max(100);
const value = z.string().trim().min(1).max(254);
const kana = z.string().trim().min(1).max(100);

const lookupRequest = z.discriminatedUnion('identifierType', [
  z.object({ brand, identifierType: z.literal('EMAIL'), identifierValue: value }),
  z.object({ brand, identifierType: z.literal('MOBILE'), phonePrefix: z.string().max(8), identifierValue: value }),
  z.object({ brand, identifierType: z.literal('CARD'), identifierValue: value, lastNameKana: kana, firstNameKana: kana }),
]);
type LookupRequest = z.infer<typeof lookupRequest>;

const digits = (text: string) => text.replace(/\D/g, '');
/** Names compared without the spaces a visitor may type between parts. */
const compactName = (name: string) => name.replace(/[\s　]/g, '');

/** `taro@example.com` → `t***@example.com`: enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** The SQL condition and parameters of the request's key. */
function matchOf(request: LookupRequest): [string, unknown[]] {
  switch (request.identifierType) {
    case 'EMAIL':
      return ['lower(email) = lower($1)', [request.identifierValue]];
    case 'MOBILE':
      // Seeded prefixes are stored as '+81' and sign-ups as '81'; numbers go without their leading 0 (SPEC 5).
      return [
        `regexp_replace(mobile_prefix, '\\D', '', 'g') = $1 AND ltrim(regexp_replace(mobile, '\\D', '', 'g'), '0') = $2`,
        [digits(request.phonePrefix), digits(request.identifierValue).replace(/^0+/, '')],
      ];
    case 'CARD':
      return [
        `(upper(external_id) = upper($1) OR card_number = $2)
         AND regexp_replace(last_name_kana, '\\s', '', 'g') = $3 AND regexp_replace(first_name_kana, '\\s', '', 'g') = $4`,
        [request.identifierValue, digits(request.identifierValue), compactName(request.lastNameKana), compactName(request.firstNameKana)],
      ];
  }
}

async function findEmail(db: Queryable, request: LookupRequest): Promise<string | null> {
  const [where, params] = matchOf(request);
  const rows = await db.query<{ email: string }>(`SELECT email FROM members WHERE cancelled_at IS NULL AND ${where} LIMIT 2`, params);
  // A phone number two members share names nobody in particular: no hint rather than the wrong one.
  return rows.length === 1 ? (rows[0]?.email ?? null) : null;
}

const limiters = new WeakMap<SandboxDeps, AttemptLimiter>();

/** Every look-up counts, found or not, so neither the answers nor the limit tell which keys exist. */
function limiterOf(deps: SandboxDeps): AttemptLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = new AttemptLimiter(deps.config.lookupMaxFailures, deps.config.lookupWindowSeconds * 1000, deps.clock);
    limiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * POST mobile/v2/api/customer/lookup (SPEC 2.8 look-up account): a masked hint of the e-mail of the one active
 * member with that key, throttled per client (IP address) like the reservation look-up (SANDBOX_LOOKUP_*).
 */
export function lookupAccount(deps: SandboxDeps): Handler {
  return async (ctx) => {
    const client = `ip:${ctx.remoteAddress}`;
    const limiter = limiterOf(deps);
    const wait = limiter.retryAfterSeconds(client);
    if (wait > 0) {
      const { body } = loyaltyError(429, tooManyLookups, 'Too many attempts. Please try again later.');
      throw new HttpError(429, body, { 'Retry-After': String(wait) });
    }
    const request = ctx.json(lookupRequest);
    if (request.brand !== deps.config.loyaltyBrand) {
      throw loyaltyError(400, loyaltyCodes.unknownBrand, `Unknown brand: ${request.brand.slice(0, 40)}`);
    }
    limiter.fail(client);
    const email = await findEmail(deps.db, request);
    const response: AccountLookupResponse = {
      status: successStatus(),
      lookup: { matched: email !== null, maskedEmail: email ? maskEmail(email) : null },
    };
    return { body: response };
  };
}
