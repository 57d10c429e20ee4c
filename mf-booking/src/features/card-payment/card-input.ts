import type { CardInput } from '@hotel/contracts';

/** What the card form holds, under its prefix (`card.number`, `card.expMonth` …). */
export interface CardValues {
  /** Digits, with any spaces the visitor typed between groups. */
  number: string;
  /** `1` … `12`. */
  expMonth: string;
  /** Four digits. */
  expYear: string;
  cvc: string;
  holder: string;
}

export const emptyCard: CardValues = { number: '', expMonth: '', expYear: '', cvc: '', holder: '' };

/** The card as the token service takes it: digits only, expiry `YYMM` (SPEC 8 codes 101, 112). */
export function toCardInput(card: CardValues): CardInput {
  return {
    cardno: card.number.replace(/\D/g, ''),
    expire: `${card.expYear.trim().slice(-2)}${card.expMonth.trim().padStart(2, '0')}`,
    securitycode: card.cvc.trim(),
    holdername: card.holder.trim(),
  };
}
