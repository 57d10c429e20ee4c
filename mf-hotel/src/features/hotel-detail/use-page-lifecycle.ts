import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from '@hotel/ui/router';
import { hotelPageClosed, hotelPageOpened } from '../../entities/hotel';
import { priceSearchOpened } from '../top-info';

/**
 * Opens the page's model for the hotel of the route and closes it when the visitor leaves. Called outside
 * the catalogue's suspense, so the hotel is fetched while the messages load, not after.
 */
export function usePageLifecycle(hotelId: string | undefined): void {
  const [open, close, readPriceSearch] = useUnit([hotelPageOpened, hotelPageClosed, priceSearchOpened]);
  const { search } = useLocation();
  useEffect(() => {
    open({ hotelId });
    return () => close();
  }, [hotelId, open, close]);
  // The URL is the truth of the search: the top info is priced for it on entry and whenever the page rewrites
  // it (the rooms' 2-adult fallback, a search box commit), so the header says what the rooms below say.
  useEffect(() => {
    readPriceSearch({ search, today: new Date() });
  }, [hotelId, search, readPriceSearch]);
}
