import type { BookingData } from '@hotel/contracts';
import { searchLimits } from './limits';

/** SPEC 5, 9: the five fixed known codes (their values are this product's choice; the SPEC does not show them). */
export const knownPromoCodes: readonly string[] = ['OFF5', 'SAKURA10', 'WELCOME8', 'STAY3', 'FAMILY7'];

/** SPEC 4: this code triggers the special room search. */
export const specialPromoCode = 'OFF5';

export type PromoCodeError = 'tooShort' | 'tooLong' | 'invalidCharacters';

/**
 * SPEC 5: trimmed and upper-cased. NFKC first, so a code typed with a Japanese IME in full-width letters
 * (ＯＦＦ５) reads as the code it looks like.
 */
export function normalizePromoCode(input: string): string {
  return input.normalize('NFKC').trim().toUpperCase();
}

/** SPEC 5: 3 to 10 letters and digits; an empty code is no code, not an error. */
export function promoCodeError(code: string): PromoCodeError | null {
  const normalized = normalizePromoCode(code);
  if (normalized === '') return null;
  if (!/^[A-Z0-9]+$/.test(normalized)) return 'invalidCharacters';
  if (normalized.length < searchLimits.promoMinLength) return 'tooShort';
  if (normalized.length > searchLimits.promoMaxLength) return 'tooLong';
  return null;
}

/** SPEC 5: from 4 characters, the code is matched case-insensitively against the known codes. */
export function promoCodeExists(code: string): boolean {
  const normalized = normalizePromoCode(code);
  if (normalized.length < searchLimits.promoCheckFromLength) return false;
  return knownPromoCodes.includes(normalized);
}

export type PromoApplyError = PromoCodeError | 'unknown';

/**
 * Why Apply refuses a code: the form rule first, then (issue 13) a code that can be checked (SPEC 5: from 4
 * characters) and is none of the known ones; applying it would search as if no code was given, silently.
 */
export function promoApplyError(code: string): PromoApplyError | null {
  const error = promoCodeError(code);
  if (error !== null) return error;
  const normalized = normalizePromoCode(code);
  if (normalized.length < searchLimits.promoCheckFromLength) return null;
  return promoCodeExists(normalized) ? null : 'unknown';
}

export function isSpecialPromo(code: string): boolean {
  return normalizePromoCode(code) === specialPromoCode;
}

type PromoFields = Pick<BookingData, 'promoCode' | 'promoCodeExist'>;

/** What the promo input writes into booking data on each keystroke. */
export function applyPromoCode<B extends PromoFields>(booking: B, input: string): B {
  const promoCode = normalizePromoCode(input);
  return { ...booking, promoCode, promoCodeExist: promoCodeExists(promoCode) };
}
