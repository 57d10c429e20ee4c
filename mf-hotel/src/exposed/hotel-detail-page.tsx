import type { PageProps } from '@hotel/contracts';
import { lazy, Suspense } from 'react';
// The entry draws the page's frame from the sections' skeletons alone: their features' public faces would
// bring the whole page's code into this small entry.
import { BackLinkSkeleton } from '../features/back-link/ui/back-link-skeleton';
import { GallerySkeleton } from '../features/gallery/ui/gallery-skeleton';
import { loadHotelDetailRoute, primeHotelPage } from '../features/hotel-detail';
import styles from '../features/hotel-detail/ui/hotel-detail.module.css';
import { SectionNavSkeleton } from '../features/section-nav/ui/section-nav-skeleton';
import { TopInfoSkeleton } from '../features/top-info/ui/top-info-skeleton';

// The federation boundary of the hotel page. Its entry is kept small: it asks for the hotel and the messages
// at once, then the page's code arrives (with its messages' provider, see HotelDetailRoute).
primeHotelPage(window.location.pathname);

const HotelDetailRoute = lazy(loadHotelDetailRoute);

/** The visitor is about to open `url` (a card of the list): its hotel, messages and the page's code start now. */
export function prefetch(url: URL): void {
  primeHotelPage(url.pathname);
  loadHotelDetailRoute().catch(() => undefined);
}

/** The page's frame with empty boxes of the final sizes: drawn before its code and messages arrive. */
function PageSkeleton() {
  return (
    <main className={styles.page} data-page="hotel-detail-page" aria-busy="true">
      <BackLinkSkeleton />
      <div className={styles.searchBox} />
      <TopInfoSkeleton />
      <GallerySkeleton />
      <SectionNavSkeleton />
    </main>
  );
}

export default function HotelDetailPage(props: PageProps) {
  // The skeleton has the page's final proportions, so nothing moves when the page arrives.
  const skeleton = <PageSkeleton />;
  return (
    <Suspense fallback={skeleton}>
      <HotelDetailRoute {...props} skeleton={skeleton} />
    </Suspense>
  );
}
