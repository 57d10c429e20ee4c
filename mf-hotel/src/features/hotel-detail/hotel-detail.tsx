import type { PageProps } from '@hotel/contracts';
import { $booking } from '@hotel/bus';
import { PageFrame, RemoteSlot } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $searchRuns } from './model';

export function HotelDetail({ params }: PageProps) {
  const [booking, searchRuns] = useUnit([$booking, $searchRuns]);
  return (
    <PageFrame pageId="hotel-detail-page" title={<FormattedMessage id="hotel.detail.title" values={{ id: params.hotelId }} />}>
      <RemoteSlot id="mf_search/SearchBox" props={{ placement: 'hotelDetail' }} />
      <p role="status">
        {searchRuns > 0 ? (
          <FormattedMessage id="hotel.detail.searchUpdated" values={{ location: booking.location, count: searchRuns }} />
        ) : (
          <FormattedMessage id="hotel.detail.stay" values={{ checkIn: booking.checkIn, checkOut: booking.checkOut }} />
        )}
      </p>
    </PageFrame>
  );
}
