import type { Currency, Locale } from '@hotel/contracts';
import { intlLocale } from '../locales';

/**
 * A yen amount as the visitor chose to see it (SPEC 1: yen, with a USD option). Dollars are an estimate
 * from the configured rate, whole dollars; the booking itself is always charged in yen.
 */
export function formatPrice(yen: number, currency: Currency, usdPerYen: number, locale: Locale): string {
  if (currency === 'USD') {
    return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      Math.round(yen * usdPerYen),
    );
  }
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'JPY' }).format(Math.round(yen));
}

/** SPEC 2.4/9: points are 1 percent of the price, rounded. */
export function pointsFor(yen: number): number {
  return Math.round(yen / 100);
}
