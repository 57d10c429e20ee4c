import { $locale } from '@hotel/bus';
import { toIsoDate } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from '@hotel/ui/router';
import { listQueryCorrection } from '../lib/list-route';
import { listPageLeft, listRouteEntered } from '../model/hotels';

/**
 * Tells the model where the visitor is: on entry, whenever the area or query changes, and on leaving. A layout
 * effect, so the hotels are asked for as the page commits rather than after its first paint.
 */
export function useListRoute(keyword: string | null): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [entered, left, locale] = useUnit([listRouteEntered, listPageLeft, $locale]);
  useLayoutEffect(() => {
    const today = toIsoDate(new Date());
    const corrected = listQueryCorrection(search, today);
    // The corrected address enters the list in turn: one search, for the dates the URL then names.
    if (corrected !== null) void navigate(`${pathname}${corrected}`, { replace: true });
    else entered({ keyword, query: search, today, locale });
  }, [entered, navigate, keyword, pathname, search, locale]);
  useEffect(() => () => left(), [left]);
}
