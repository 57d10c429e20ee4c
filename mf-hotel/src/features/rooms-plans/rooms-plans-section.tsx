import type { EngineHotel, HotelDetailContent } from '@hotel/contracts';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from '@hotel/ui/router';
import { $view, addressChanged, sectionClosed, sectionOpened } from './model';
import { EditBanner } from './ui/edit-banner';
import { FilterButton } from './ui/filter-button';
import { OfferList } from './ui/offer-list';
import { SearchNotices } from './ui/search-notices';
import styles from './ui/section.module.css';
import { SelectionBar } from './ui/selection-bar';
import { SortMenu } from './ui/sort-menu';
import { tabIdOf, ViewTabs } from './ui/view-tabs';
// The models that only react to the bus and the section's events still have to be loaded.
import './address-model';
import './edit-model';
import './filter-model';
import './selection-model';

export interface RoomsAndPlansSectionProps {
  hotelId: number;
  hotel: HotelDetailContent | null;
  engineHotel: EngineHotel | null;
}

/** Tells the model which hotel and which address the section is showing. */
function useSectionOpen(hotelId: number) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { pathname, search } = useLocation();
  const [open, close, changeAddress] = useUnit([sectionOpened, sectionClosed, addressChanged]);
  useEffect(() => {
    open({ hotelId, navigate: (to, options) => navigateRef.current(to, options) });
    return () => close();
  }, [hotelId, open, close]);
  useEffect(() => {
    changeAddress({ pathname, search });
  }, [hotelId, pathname, search, changeAddress]);
}

/** SPEC 2.5 rooms and plans of the hotel page: both views, sort, filter, selection and the booking-edit banner. */
export function RoomsAndPlansSection({ hotelId, hotel, engineHotel }: RoomsAndPlansSectionProps) {
  useSectionOpen(hotelId);
  const ids = useId();
  const view = useUnit($view);
  const hotelName = engineHotel?.name ?? hotel?.name ?? '';
  const panelId = `${ids}-panel`;
  return (
    <div className={styles.section}>
      <h2 className={styles.title}>
        <FormattedMessage id="hotel.rooms.title" />
      </h2>
      <EditBanner hotelName={hotelName} />
      <SearchNotices />
      <div className={styles.toolbar}>
        <ViewTabs idPrefix={ids} panelId={panelId} />
        <div className={styles.tools}>
          <SortMenu />
          <FilterButton />
        </div>
      </div>
      <OfferList panelId={panelId} labelledBy={tabIdOf(ids, view)} amenities={hotel?.amenities} />
      <SelectionBar hotelName={hotelName} />
    </div>
  );
}
