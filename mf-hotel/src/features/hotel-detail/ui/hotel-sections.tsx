import type { HotelDetailContent } from '@hotel/contracts';
import { RemoteSlot, SearchBoxSpace } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { $engineHotel, $hotel, $hotelId } from '../../../entities/hotel';
import { BackLink } from '../../back-link';
import { useEntryScroll } from '../../entry-scroll';
import { Gallery, GallerySkeleton } from '../../gallery';
import { $overviewHtml, Overview } from '../../overview';
import { usePageMeta } from '../../page-meta';
import { loadReviewsSection } from '../../reviews';
import { pageEndId, SectionNav } from '../../section-nav';
import { TopInfo } from '../../top-info';
import { useSearchChangedScroll } from '../use-search-changed-scroll';
import styles from './hotel-detail.module.css';

// Below the fold: their code arrives after the first paint (the hotel's name and photos come first).
const RoomsAndPlansSection = lazy(() =>
  import(/* webpackChunkName: "rooms-plans" */ '../../rooms-plans').then((m) => ({ default: m.RoomsAndPlansSection })),
);
const NearbyHotels = lazy(() => import(/* webpackChunkName: "hotel-below-fold" */ '../../nearby-hotels').then((m) => ({ default: m.NearbyHotels })));
const FindUs = lazy(() => import(/* webpackChunkName: "hotel-below-fold" */ '../../find-us').then((m) => ({ default: m.FindUs })));
const Reviews = lazy(() => loadReviewsSection().then((m) => ({ default: m.Reviews })));

/**
 * The page's title, share tags and scroll on entry, which follow the sanitized overview. A part of their own:
 * a store update re-renders its subscriber at once and whole (effector-react subscribes through
 * `useSyncExternalStore`), so the overview arriving re-rendered the page with its gallery and rooms in one
 * blocking task (issue 15: ~45 ms on the hotel page's trace). Last in the page, so its effects run after the
 * sections', as they did in the page itself.
 */
function PageMetaAndScroll() {
  const [hotel, overviewHtml] = useUnit([$hotel, $overviewHtml]);
  usePageMeta(hotel, overviewHtml);
  useEntryScroll(hotel !== null && overviewHtml !== null);
  useSearchChangedScroll();
  return null;
}

/** The rooms and plans with the booking engine's hotel, which arrives on its own (see PageMetaAndScroll). */
function RoomsAndPlans({ hotelId, hotel }: { hotelId: number; hotel: HotelDetailContent }) {
  const engineHotel = useUnit($engineHotel);
  return <RoomsAndPlansSection hotelId={hotelId} hotel={hotel} engineHotel={engineHotel} />;
}

/** The hotel's page, laid out: SPEC 2.5 sections in order (top info, gallery, sticky navigation, overview, rooms and plans, nearby, map, reviews). */
export function HotelSections() {
  const [hotelId, hotel] = useUnit([$hotelId, $hotel]);
  const ready = hotel !== null;
  // The name and photos paint first; the sections under the navigation follow in a render React may
  // interrupt (issue 6: name and first photo within 1 s). They only add to the page below the navigation.
  const sectionsHotel = useDeferredValue(hotel);
  const sections = sectionsHotel !== null && sectionsHotel.hotelID === hotelId ? sectionsHotel : null;
  const hasReviews = (hotel?.numberOfReviews ?? 0) > 0;
  return (
    <main className={styles.page} id="hotel-detail-page" data-page="hotel-detail-page" aria-busy={!ready}>
      <BackLink />
      <div className={styles.searchBox}>
        <RemoteSlot id="mf_search/SearchBox" props={{ placement: 'hotelDetail' }} skeleton={<SearchBoxSpace />} />
      </div>
      <TopInfo hotel={hotel} />
      {hotel ? <Gallery key={`${hotel.hotelID}:${hotel.images[0]?.url ?? ''}`} hotelName={hotel.name} images={hotel.images} /> : <GallerySkeleton />}
      <SectionNav hasReviews={hasReviews} ready={ready} />
      {sections && hotelId !== null && (
        // Everything under the navigation arrives together: nothing already shown moves down.
        <>
          <Overview hotel={sections} />
          <section className={styles.plan} id="plan">
            <Suspense fallback={<div className={styles.planPlaceholder} />}>
              <RoomsAndPlans hotelId={hotelId} hotel={sections} />
            </Suspense>
          </section>
          <Suspense fallback={null}>
            <NearbyHotels hotels={sections.nearbyHotels} />
            <FindUs hotel={sections} />
            {hasReviews && <Reviews />}
          </Suspense>
        </>
      )}
      <div className={styles.end} id={pageEndId} />
      <PageMetaAndScroll />
    </main>
  );
}
