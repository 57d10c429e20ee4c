import type { PageProps } from '@hotel/contracts';
import { Suspense } from 'react';
import { RemoteIntl } from '../../../lang/catalogue';
import { usePageLifecycle } from '../use-page-lifecycle';
import { HotelDetail } from './hotel-detail';
import { PageSkeleton } from './page-skeleton';

/** The page with its model: opened here, outside the messages' suspense, so loading starts at once. */
export default function HotelDetailScreen({ params }: PageProps) {
  usePageLifecycle(params.hotelId);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RemoteIntl>
        <HotelDetail />
      </RemoteIntl>
    </Suspense>
  );
}
