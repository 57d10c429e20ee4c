import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { HotelMessage, hotelPageRetried } from '../../../entities/hotel';

/** The hotel could not be loaded (offline, a server failure): said plainly, with a way to try again. */
export function LoadFailed() {
  const retry = useUnit(hotelPageRetried);
  return (
    <HotelMessage
      pageId="hotel-detail-page"
      alert
      title={<FormattedMessage id="hotel.detail.failed.title" />}
      text={<FormattedMessage id="hotel.detail.failed.text" />}
      action={
        <Button onClick={() => retry()}>
          <FormattedMessage id="hotel.detail.failed.retry" />
        </Button>
      }
    />
  );
}
