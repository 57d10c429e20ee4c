import type { HotelListPageProps } from '@hotel/contracts';
import { $booking } from '@hotel/bus';
import { PageFrame } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { SearchBox } from '../features/search-box/search-box';
import { RemoteIntl } from '../remote-intl';

function HotelListPage({ keyword }: HotelListPageProps) {
  const booking = useUnit($booking);
  const title = keyword ? (
    <FormattedMessage id="search.list.titleKeyword" values={{ keyword }} />
  ) : (
    <FormattedMessage id="search.list.title" />
  );
  return (
    <PageFrame pageId="hotel-list-page" title={title}>
      <SearchBox placement="hotelList" />
      {booking.location && (
        <p>
          <FormattedMessage id="search.list.currentSearch" values={{ location: booking.location }} />
        </p>
      )}
    </PageFrame>
  );
}

export default function ExposedHotelListPage(props: HotelListPageProps) {
  return (
    <RemoteIntl>
      <HotelListPage {...props} />
    </RemoteIntl>
  );
}
