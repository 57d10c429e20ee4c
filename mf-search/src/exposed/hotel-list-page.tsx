import type { HotelListPageProps } from '@hotel/contracts';
import { RemoteSlot, SearchBoxSpace } from '@hotel/ui';
import { Suspense } from 'react';
import { HotelListPage } from '../features/hotel-list/ui/hotel-list-page';
import { HotelListRoute } from '../features/hotel-list/ui/hotel-list-route';
import { RemoteIntl } from '../lang/catalogue';

/** The box comes through federation, like on the hotel page, so its code is fetched once for both exposes. */
const searchBox = <RemoteSlot id="mf_search/SearchBox" props={{ placement: 'hotelList' }} skeleton={<SearchBoxSpace />} />;

export default function ExposedHotelListPage({ keyword }: HotelListPageProps) {
  return (
    <HotelListRoute keyword={keyword}>
      <Suspense fallback={null}>
        <RemoteIntl>
          <HotelListPage keyword={keyword} searchBox={searchBox} />
        </RemoteIntl>
      </Suspense>
    </HotelListRoute>
  );
}
