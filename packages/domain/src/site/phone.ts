/** Japan's country code (SPEC 9). */
export const japanCountryCode = '81';

/** `03-5006-8000` → `+81 3-5006-8000`: the number as dialled from abroad (SPEC 2.8 international format). */
export function internationalPhone(domestic: string): string {
  const trimmed = domestic.trim();
  if (trimmed.startsWith('+')) return trimmed;
  return `+${japanCountryCode} ${trimmed.replace(/^0/, '')}`;
}

/** A `tel:` link that works from any country: `tel:+81350068000`. */
export function telHref(domestic: string): string {
  return `tel:${internationalPhone(domestic).replace(/[^\d+]/g, '')}`;
}
