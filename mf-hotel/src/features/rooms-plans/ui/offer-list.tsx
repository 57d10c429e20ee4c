import type { HotelDetailContent } from '@hotel/contracts';
import { Button } from '@hotel/ui';
import type { StoreValue } from 'effector';
import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { $offerList, filtersCleared } from '../filter-model';
import { $searching } from '../model';
import { PlanCard } from './plan-card';
import { RoomCard } from './room-card';
import styles from './section.module.css';
import { SkeletonCards } from './skeleton-cards';
import { useScrollToLinkedOffer } from './use-scroll-to-linked-offer';

interface OfferListProps {
  panelId: string;
  labelledBy: string;
  amenities: HotelDetailContent['amenities'] | undefined;
}

function ListContent({ amenities, shown }: Pick<OfferListProps, 'amenities'> & { shown: StoreValue<typeof $offerList> }) {
  const { view, searching, results, failure, agesMissing, offers, rooms, plans } = shown;
  const clearFilters = useUnit(filtersCleared);
  const amenityNames = useMemo(() => new Map((amenities ?? []).map((amenity) => [amenity.id, amenity.name])), [amenities]);
  useScrollToLinkedOffer(results);
  if (failure || agesMissing) return null;
  if (results === null) return <SkeletonCards />;
  if (offers.length === 0) {
    return (
      <p className={styles.notice} role="status">
        <FormattedMessage id="hotel.rooms.noRooms" />
      </p>
    );
  }
  if ((view === 'rooms' ? rooms : plans).length === 0) {
    return (
      <div className={styles.notice} role="status">
        <p>
          <FormattedMessage id="hotel.rooms.noMatch" />
        </p>
        <Button variant="secondary" onClick={() => clearFilters()}>
          <FormattedMessage id="hotel.rooms.clearFilters" />
        </Button>
      </div>
    );
  }
  return (
    <ul className={searching ? `${styles.list} ${styles.refreshing}` : styles.list}>
      {view === 'rooms'
        ? rooms.map((room) => <RoomCard key={room.room_type_code} room={room} amenityNames={amenityNames} />)
        : plans.map((plan) => <PlanCard key={plan.code} plan={plan} />)}
    </ul>
  );
}

/** The chosen view's cards, or what stands in for them: a loader, or why there are none. */
export function OfferList({ panelId, labelledBy, amenities }: OfferListProps) {
  const searching = useUnit($searching);
  const offerList = useUnit($offerList);
  // Rooms and plans are the page's largest piece of DOM (28 plans are some 900 boxes): drawn in a render React
  // may interrupt, the engine's answer is not one long task on a phone, and a sort, filter or view change answers
  // its click before the cards follow. Until they have, the panel is busy: its cards are not yet the chosen ones.
  const shown = useDeferredValue(offerList);
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={labelledBy} aria-busy={searching || shown !== offerList}>
      <ListContent amenities={amenities} shown={shown} />
    </div>
  );
}
