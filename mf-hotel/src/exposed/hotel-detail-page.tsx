import type { PageProps } from '@hotel/contracts';
import { lazy, Suspense } from 'react';
import { primeHotelPage } from '../features/hotel-detail/prime';
import { PageSkeleton } from '../features/hotel-detail/ui/page-skeleton';

// This entry is kept small: it asks for the hotel and the messages at once, then the page's code arrives.
primeHotelPage(window.location.pathname);

// Fetched (not run) as soon as this entry is loaded ahead of need, e.g. from the hotel list.
const loadScreen = () => import(/* webpackChunkName: "hotel-detail-screen", webpackPrefetch: true */ '../features/hotel-detail/ui/hotel-detail-screen');
const HotelDetailScreen = lazy(loadScreen);

/** The visitor is about to open `url` (a card of the list): its hotel, messages and the page's code start now. */
export function prefetch(url: URL): void {
  primeHotelPage(url.pathname);
  loadScreen().catch(() => undefined);
}

export default function HotelDetailPage(props: PageProps) {
  return (
    // The skeleton has the page's final proportions, so nothing moves when the page arrives.
    <Suspense fallback={<PageSkeleton />}>
      <HotelDetailScreen {...props} />
    </Suspense>
  );
}
