/**
 * The card fields checked before the card-token service is asked, so the visitor sees the problem by the
 * field instead of a token error code (SPEC 8 codes 100 to 132; SPEC 9 card limits).
 */
export const cardLimits = { numberMinDigits: 10, numberMaxDigits: 16, holderMaxLength: 50 } as const;

/** Codes 100 (required), 101 (not numeric), 102 (outside 10 to 16 digits); spaces typed between groups are dropped. */
export function cardNumberProblem(value: string): 'required' | 'cardNumber' | null {
  const digits = value.replace(/\s/g, '');
  if (!digits) return 'required';
  const { numberMinDigits: min, numberMaxDigits: max } = cardLimits;
  return new RegExp(`^\\d{${min},${max}}$`).test(digits) ? null : 'cardNumber';
}

/**
 * Codes 110 (required), 111 (not numeric), 112 (not MMYY or MMYYYY), 113 (month 13 or more), and a card
 * already expired: a card is good to the last day of its expiry month. `today` is `YYYY-MM-DD`.
 */
export function cardExpiryProblem(month: string, year: string, today: string): 'required' | 'cardExpiry' | 'cardExpired' | null {
  const mm = month.trim();
  const yy = year.trim();
  if (!mm || !yy) return 'required';
  if (!/^\d{1,2}$/.test(mm) || !/^(?:\d{2}|\d{4})$/.test(yy)) return 'cardExpiry';
  const expiryMonth = Number(mm);
  if (expiryMonth < 1 || expiryMonth > 12) return 'cardExpiry';
  const expiryYear = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  return expiryYear * 12 + expiryMonth < thisYear * 12 + thisMonth ? 'cardExpired' : null;
}

/** Codes 121 (not numeric) and 122 (5 digits or more); the card's 3 or 4 digits, required on the form. */
export function securityCodeProblem(value: string): 'required' | 'securityCode' | null {
  const code = value.trim();
  if (!code) return 'required';
  return /^\d{3,4}$/.test(code) ? null : 'securityCode';
}

/**
 * Codes 131 (characters other than half-width ones) and 132 (51 characters or more): the name as embossed,
 * half-width letters and spaces with the . - ' of names like J. O'Brien-Smith.
 */
export function cardHolderProblem(value: string): 'required' | 'cardHolder' | 'tooLong' | null {
  const holder = value.trim();
  if (!holder) return 'required';
  if (!/^[A-Za-z .'-]+$/.test(holder)) return 'cardHolder';
  return holder.length > cardLimits.holderMaxLength ? 'tooLong' : null;
}
