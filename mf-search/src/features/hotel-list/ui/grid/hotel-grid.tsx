import { $currency, $env, $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useHotelHref } from '../use-hotel-href';
import { useOpenHotel } from '../use-open-hotel';
import { staySummary } from '../../lib/card-text';
import { $listSearch, $pricesStatus } from '../../model/hotels';
import { $settling } from '../../model/filters';
import { $grid, listEndReached } from '../../model/list';
import { CardSkeleton } from '../card/card-skeleton';
import { HotelCard } from '../card/hotel-card';
import type { PricesState } from '../card/card-price';
import styles from './hotel-grid.module.css';
import { ListEndSentinel } from './list-end-sentinel';

/**
 * Cards of the first rows (3 across on a desktop) load their banners at once. While prices load only the first
 * card shows its banner (the one the page's first paint already drew); the others wait for the order prices give.
 */
const eagerCards = 3;

/** The cards shown so far, placeholders while the next step loads, and the end-of-list sentinel. */
export function HotelGrid() {
  const intl = useIntl();
  const { grid, search, pricesStatus, locale, currency, env, settling } = useUnit({
    grid: $grid,
    search: $listSearch,
    pricesStatus: $pricesStatus,
    locale: $locale,
    currency: $currency,
    env: $env,
    settling: $settling,
  });
  // A sort or filter answers its Done click at once (the overlay closes, the list is marked busy); the new
  // cards follow in a render React may interrupt, so the click's next paint does not wait for nine new cards
  // (issue 5: repaint within 100 ms with the CPU 4x slower). Placeholders and sentinel come with the cards,
  // or the sentinel would rise into view before them and ask for the step after.
  // On arrival the grid first shows as many placeholders as there are cards, and the cards follow in the same
  // interruptible render, so the page's first list is not one long task either.
  const { hotels, placeholders, hasMore } = useDeferredValue(grid, { hotels: [], placeholders: grid.hotels.length + grid.placeholders, hasMore: false });
  const endReached = useUnit(listEndReached);
  const hrefOf = useHotelHref();
  const openHotel = useOpenHotel();
  const stay = useMemo(() => (search ? staySummary(search.booking) : { nights: 1, rooms: 1, guests: 2 }), [search]);
  const pricesState: PricesState = pricesStatus === 'fail' ? 'fail' : pricesStatus === 'ready' ? 'ready' : 'loading';
  return (
    <>
      <ul className={styles.grid} aria-busy={settling}>
        {hotels.map((hotel, index) => (
          <li key={hotel.hotelID} className={styles.item}>
            <HotelCard
              hotel={hotel}
              href={hrefOf(hotel.hotelID)}
              locale={locale}
              currency={currency}
              usdPerYen={env?.usdPerYen ?? 0}
              pricesState={pricesState}
              stay={stay}
              eager={index < eagerCards}
              imageHeld={index > 0 && pricesState === 'loading'}
              onOpen={openHotel}
            />
          </li>
        ))}
      </ul>
      {placeholders > 0 && (
        <div className={styles.grid} role="status" aria-label={intl.formatMessage({ id: 'search.list.loadingMore' })}>
          {Array.from({ length: placeholders }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      )}
      {hasMore && <ListEndSentinel onReached={endReached} step={hotels.length} />}
    </>
  );
}
