import { $locale } from '@hotel/bus';
import { toIsoDate } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from '@hotel/ui/router';
import { listPageLeft, listRouteEntered } from '../model/hotels';

/**
 * Tells the model where the visitor is: on entry, whenever the area or query changes, and on leaving. A layout
 * effect, so the hotels are asked for as the page commits rather than after its first paint.
 */
export function useListRoute(keyword: string | null): void {
  const { search } = useLocation();
  const [entered, left, locale] = useUnit([listRouteEntered, listPageLeft, $locale]);
  useLayoutEffect(() => {
    entered({ keyword, query: search, today: toIsoDate(new Date()), locale });
  }, [entered, keyword, search, locale]);
  useEffect(() => () => left(), [left]);
}
