import { $currency, $env, $locale } from '@hotel/bus';
import { formatPrice } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Prices in the visitor's currency and the page's language (SPEC 1: yen, with a USD option). */
export function usePriceFormat(): (yen: number) => string {
  const [currency, env, locale] = useUnit([$currency, $env, $locale]);
  return useCallback(
    (yen: number) => formatPrice(yen, env ? currency : 'JPY', env?.usdPerYen ?? 0, locale),
    [currency, env, locale],
  );
}

/** `YYYY-MM-DD` as a short date in the page's language ("Thu, Dec 3" / "12月3日(木)"). */
export function useStayDateFormat(withYear = false): (isoDate: string) => string {
  const intl = useIntl();
  return useCallback(
    (isoDate: string) =>
      intl.formatDate(new Date(`${isoDate}T00:00:00Z`), {
        timeZone: 'UTC',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
    [intl, withYear],
  );
}

/** A hotel deadline (Japan time) as "Dec 2, 23:59" in the page's language. */
export function useDeadlineFormat(): (isoDateTime: string) => string {
  const intl = useIntl();
  return useCallback(
    (isoDateTime: string) =>
      intl.formatDate(new Date(isoDateTime), {
        timeZone: 'Asia/Tokyo',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [intl],
  );
}
