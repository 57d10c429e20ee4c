import type { PageProps } from '@hotel/contracts';
import { useUnit } from 'effector-react';
import { type ReactNode, Suspense } from 'react';
import { $hotelStatus, HotelNotFound } from '../../../entities/hotel';
import { RemoteIntl } from '../../../lang/catalogue';
import { usePageLifecycle } from '../use-page-lifecycle';
import { HotelSections } from './hotel-sections';
import { LoadFailed } from './load-failed';

interface HotelDetailRouteProps extends PageProps {
  /** The page's frame, shown while its messages load (the entry draws the same frame while this code loads). */
  skeleton: ReactNode;
}

/**
 * `/hotel/{hotelID}`: the route's hotel opens the page's model, and the page shows the hotel, or says plainly
 * that it does not exist or could not be loaded. The model is opened here, outside the messages' suspense,
 * so the hotel loads while the messages do.
 */
export default function HotelDetailRoute({ params, skeleton }: HotelDetailRouteProps) {
  usePageLifecycle(params.hotelId);
  return (
    <Suspense fallback={skeleton}>
      <RemoteIntl>
        <HotelOrMessage />
      </RemoteIntl>
    </Suspense>
  );
}

function HotelOrMessage() {
  const status = useUnit($hotelStatus);
  if (status === 'notFound') return <HotelNotFound pageId="hotel-detail-page" />;
  if (status === 'failed') return <LoadFailed />;
  return <HotelSections />;
}
