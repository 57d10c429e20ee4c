import type { Guest, Locale } from '@hotel/contracts';

/** Family name first in Japanese, Korean and Chinese; given name first in English. */
export function guestName(guest: Pick<Guest, 'first_name' | 'last_name'>, locale: Locale): string {
  const parts = locale === 'en' ? [guest.first_name, guest.last_name] : [guest.last_name, guest.first_name];
  return parts.filter(Boolean).join(' ');
}
