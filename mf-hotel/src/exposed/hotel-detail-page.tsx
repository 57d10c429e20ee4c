import type { PageProps } from '@hotel/contracts';
import { HotelDetail } from '../features/hotel-detail/hotel-detail';
import { RemoteIntl } from '../remote-intl';

export default function HotelDetailPage(props: PageProps) {
  return (
    <RemoteIntl>
      <HotelDetail {...props} />
    </RemoteIntl>
  );
}
