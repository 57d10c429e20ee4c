import type { Locale } from '@hotel/contracts';
import { intlLocale } from '@hotel/domain';
import { japanCountryCode } from '@hotel/domain';
import { countries, type TCountryCode } from 'countries-list';

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  value: string;
  /** The country's name in the page's language. */
  label: string;
}

export const japan = 'JP';

// Codes countries-list marks as user-assigned (Kosovo's XK) are not ISO 3166-1 countries.
const isoCodes = (Object.keys(countries) as TCountryCode[]).filter((code) => !countries[code].userAssigned);

const optionsByLocale = new Map<Locale, CountryOption[]>();

/** Every country, named in the page's language and sorted by that name, Japan first (the chain's own country). */
export function countryOptions(locale: Locale): CountryOption[] {
  const cached = optionsByLocale.get(locale);
  if (cached) return cached;
  const language = intlLocale[locale];
  const names = new Intl.DisplayNames(language, { type: 'region' });
  const collator = new Intl.Collator(language);
  const named = isoCodes.map((code) => ({ value: code, label: names.of(code) ?? countries[code].name }));
  const others = named.filter((option) => option.value !== japan).sort((a, b) => collator.compare(a.label, b.label));
  const options = [...named.filter((option) => option.value === japan), ...others];
  optionsByLocale.set(locale, options);
  return options;
}

/** The country's (first) international dialling code, `JP` → `81`; null for a code that is not a country. */
export function dialCodeOf(country: string | null | undefined): string | null {
  const entry = country ? countries[country.toUpperCase() as TCountryCode] : undefined;
  const code = entry?.phone[0];
  return code === undefined ? null : String(code);
}

/** Every dialling code once, Japan's first, then in numeric order: the phone field's prefix choices. */
export const dialCodes: readonly string[] = [
  japanCountryCode,
  ...[...new Set(isoCodes.flatMap((code) => countries[code].phone))]
    .sort((a, b) => a - b)
    .map(String)
    .filter((code) => code !== japanCountryCode),
];

/**
 * The prefix of a phone number whose own prefix was not chosen (SPEC 5 "Default prefix … 84 (sign-up)").
 * SPEC 9's 84 is Viet Nam's code, a leftover of the old site's default that would turn a Japanese number into a
 * Vietnamese one; the better reading is the visitor's chosen country, and Japan (81) before one is chosen.
 */
export function defaultDialCode(country: string | null | undefined): string {
  return dialCodeOf(country) ?? japanCountryCode;
}
