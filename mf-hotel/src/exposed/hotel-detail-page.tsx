import type { PageProps } from '@hotel/contracts';
import { lazy, Suspense } from 'react';
import { primeHotelPage } from '../features/hotel-detail/prime';
import { PageSkeleton } from '../features/hotel-detail/ui/page-skeleton';

// This entry is kept small: it asks for the hotel and the messages at once, then the page's code arrives.
primeHotelPage(window.location.pathname);

const HotelDetailScreen = lazy(() => import(/* webpackChunkName: "hotel-detail-screen" */ '../features/hotel-detail/ui/hotel-detail-screen'));

export default function HotelDetailPage(props: PageProps) {
  return (
    // The skeleton has the page's final proportions, so nothing moves when the page arrives.
    <Suspense fallback={<PageSkeleton />}>
      <HotelDetailScreen {...props} />
    </Suspense>
  );
}
