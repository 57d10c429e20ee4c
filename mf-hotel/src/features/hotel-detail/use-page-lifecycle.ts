import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { hotelPageClosed, hotelPageOpened } from '../../entities/hotel';
import { priceSearchOpened } from '../top-info';

/**
 * Opens the page's model for the hotel of the route and closes it when the visitor leaves. Called outside
 * the catalogue's suspense, so the hotel is fetched while the messages load, not after.
 */
export function usePageLifecycle(hotelId: string | undefined): void {
  const [open, close, openPriceSearch] = useUnit([hotelPageOpened, hotelPageClosed, priceSearchOpened]);
  useEffect(() => {
    open({ hotelId });
    // The query is read once per hotel: later searches come from this page's own search box.
    openPriceSearch({ search: window.location.search, today: new Date() });
    return () => close();
  }, [hotelId, open, close, openPriceSearch]);
}
