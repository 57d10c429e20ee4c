import type { PageProps } from '@hotel/contracts';
import { FullMap } from '../features/full-map';
import { RemoteIntl } from '../lang/catalogue';

export default function FullMapPage({ params }: PageProps) {
  return (
    <RemoteIntl>
      <FullMap hotelId={params.hotelId} />
    </RemoteIntl>
  );
}
