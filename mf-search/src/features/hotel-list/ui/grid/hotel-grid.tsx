import { $currency, $env, $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import { useHotelHref } from '../use-hotel-href';
import { useOpenHotel } from '../use-open-hotel';
import { staySummary } from '../../lib/card-text';
import { pageSize } from '../../lib/paging';
import { $listSearch } from '../../model/hotels';
import { $settling } from '../../model/filters';
import { $grid, listEndReached } from '../../model/list';
import { HotelCard } from '../card/hotel-card';
import type { PricesState } from '../card/card-price';
import { CardPlaceholders } from './card-placeholders';
import styles from './hotel-grid.module.css';
import { ListEndSentinel } from './list-end-sentinel';

/**
 * Cards of the first rows (3 across on a desktop) load their banners at once. While prices load only the first
 * card shows its banner (the one the page's first paint already drew); the others wait for the order prices give.
 */
const eagerCards = 3;

interface HotelGridProps {
  /** The first step's hotels are on their way: skeleton cards only. */
  loading: boolean;
}

function placeholderStatus(cardsDrawn: number, loadingMore: boolean): 'first' | 'more' | null {
  if (cardsDrawn === 0) return 'first';
  return loadingMore ? 'more' : null;
}

/** The cards shown so far, the end-of-list sentinel, and skeletons of the step to come. */
export function HotelGrid({ loading }: HotelGridProps) {
  const { grid, search, locale, currency, env, settling } = useUnit({
    grid: $grid,
    search: $listSearch,
    locale: $locale,
    currency: $currency,
    env: $env,
    settling: $settling,
  });
  // A sort or filter answers its Done click at once (the overlay closes, the list is marked busy); the new
  // cards follow in a render React may interrupt, so the click's next paint does not wait for nine new cards
  // (issue 5: repaint within 100 ms with the CPU 4x slower). Placeholders and sentinel come with the cards,
  // or the sentinel would rise into view before them and ask for the step after. Until the cards of a first
  // step are drawn, the skeletons that stood for them stay (the same elements as while loading: none is
  // torn down and built again), so the page's first list is not one long task either.
  const shown = useDeferredValue(grid, { ...grid, hotels: [], placeholders: 0, loadingMore: false, hasMore: false });
  const hotels = loading ? [] : shown.hotels;
  const placeholders = loading ? pageSize : Math.max(shown.placeholders, grid.hotels.length + grid.placeholders - hotels.length);
  const endReached = useUnit(listEndReached);
  const hrefOf = useHotelHref();
  const openHotel = useOpenHotel();
  const stay = useMemo(() => (search ? staySummary(search.booking) : { nights: 1, rooms: 1, guests: 2 }), [search]);
  const pricesState: PricesState = shown.pricesStatus === 'fail' ? 'fail' : shown.pricesStatus === 'ready' ? 'ready' : 'loading';
  return (
    <>
      {hotels.length > 0 && (
        <ul className={styles.grid} aria-busy={settling}>
          {hotels.map((hotel, index) => (
            // Keyed by hotel: when prices reorder the list (SPEC 2.4) a card moves with its hotel. Keyed by place,
            // a card took another hotel in place, and a tap that straddled the reorder opened a hotel the visitor
            // never saw there; now the press and the release fall on different cards and nothing opens. The new
            // cards are built in the deferred render, in slices, not in one long task.
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
                imageHeld={index > 0 && pricesState === 'loading' && !shown.pricesRetrying}
                onOpen={openHotel}
              />
            </li>
          ))}
        </ul>
      )}
      {/* The sentinel marks the end of the cards (SPEC 9), so it comes before the skeletons of the step to come. */}
      {shown.hasMore && !loading && <ListEndSentinel onReached={endReached} step={hotels.length} />}
      {placeholders > 0 && (
        // New skeletons for each step: the cards take the old ones' place, and skeletons that moved down under them
        // would count as a layout shift, however alike the two look. Nodes added or removed shift nothing.
        <CardPlaceholders key={hotels.length} count={placeholders} loading={placeholderStatus(hotels.length, grid.loadingMore)} />
      )}
    </>
  );
}
