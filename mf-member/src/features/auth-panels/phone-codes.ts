import type { Locale } from '@hotel/contracts';
import { intlLocale } from '@hotel/domain';
import { countries, type TCountryCode } from 'countries-list';

/** SPEC 5 Phone: the look-up select starts on 84 when nothing is chosen. */
export const defaultLookUpCountry = 'VN';

const firstCountries = ['JP', 'VN'];

/** The country code of an ISO country (`JP` → `81`), or '' for an unknown one. */
export function dialCodeOf(country: string): string {
  const entry = countries[country as TCountryCode];
  return entry?.phone[0] ? String(entry.phone[0]) : '';
}

export interface PhoneCodeOption {
  value: string;
  label: string;
}

const cache = new Map<Locale, PhoneCodeOption[]>();

/** Every country with its code, named in the page's language (`日本 (+81)`); Japan and Vietnam first. */
export function phoneCodeOptions(locale: Locale): PhoneCodeOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([intlLocale[locale]], { type: 'region' });
  const options = Object.entries(countries)
    .filter(([, country]) => country.phone.length > 0)
    .map(([iso, country]) => ({ value: iso, label: `${names.of(iso) ?? country.name} (+${country.phone[0]})` }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label, intlLocale[locale]));
  cache.set(locale, options);
  return options;
}

function rank(iso: string): number {
  const index = firstCountries.indexOf(iso);
  return index === -1 ? firstCountries.length : index;
}
