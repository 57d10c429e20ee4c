import type { CardInput } from '@hotel/contracts';

/**
 * The card checks of SPEC 8, in the order the provider applies them: the first rule a field breaks gives
 * the result code. Patterns are strings so token.js can run the very same table in the browser.
 */
export interface CardRule {
  code: string;
  field: keyof CardInput;
  pattern: string;
}

export const cardRules: readonly CardRule[] = [
  { code: '100', field: 'cardno', pattern: '^[\\s\\S]+$' },
  { code: '101', field: 'cardno', pattern: '^\\d+$' },
  { code: '102', field: 'cardno', pattern: '^\\d{10,16}$' },
  { code: '110', field: 'expire', pattern: '^[\\s\\S]+$' },
  { code: '111', field: 'expire', pattern: '^\\d+$' },
  { code: '112', field: 'expire', pattern: '^(\\d{4}|\\d{6})$' },
  // YYMM or YYYYMM: the month is always the last two digits.
  { code: '113', field: 'expire', pattern: '(0[1-9]|1[0-2])$' },
  { code: '121', field: 'securitycode', pattern: '^\\d*$' },
  { code: '122', field: 'securitycode', pattern: '^\\d{0,4}$' },
  { code: '131', field: 'holdername', pattern: '^[A-Za-z0-9 .\\-]*$' },
  { code: '132', field: 'holdername', pattern: '^[\\s\\S]{0,50}$' },
];

const compiled = cardRules.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }));

/** The result code of the first broken rule, or null when the card can be tokenized. */
export function cardRuleFailure(card: CardInput): string | null {
  return compiled.find((rule) => !rule.regex.test(card[rule.field]))?.code ?? null;
}
