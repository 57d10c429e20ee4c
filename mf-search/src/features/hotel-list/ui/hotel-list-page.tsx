import { $locale } from '@hotel/bus';
import { areaName } from '@hotel/domain';
import { PageFrame } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { $overlay } from '../model/filters';
import { $fullMap, $view } from '../model/view';
import { FilterPanel } from './overlays/filter-panel';
import { SortDialog } from './overlays/sort-dialog';
import styles from './hotel-list-page.module.css';
import { MapAreaNote } from './map/map-area-note';
import { ListBody } from './states/list-body';
import { ListHeader } from './toolbar/list-header';
import { PhoneBar } from './toolbar/phone-bar';

// The map (and the maps library with it) loads only when the visitor asks for the map view.
const HotelMap = lazy(() => import(/* webpackChunkName: "hotel-list-map" */ './map/hotel-map'));

interface HotelListPageProps {
  /** The area of `/hotels-{keyword}`, capitalised; null for /hotels and /hotels-list. */
  keyword: string | null;
  searchBox: ReactNode;
}

/** SPEC 2.4 hotel list: list view (default) or map view, with sort and filter overlays. */
export function HotelListPage({ keyword, searchBox }: HotelListPageProps) {
  const { view, fullMap, locale } = useUnit({ view: $view, fullMap: $fullMap, locale: $locale });
  const title = keyword ? <FormattedMessage id="search.list.titleKeyword" values={{ keyword: areaName(keyword, locale) ?? keyword }} /> : <FormattedMessage id="search.list.title" />;
  const layout = view === 'map' ? (fullMap ? styles.fullMap : styles.mapView) : styles.listView;
  return (
    <PageFrame pageId="hotel-list-page" title={title}>
      {searchBox}
      <ListHeader />
      <div className={layout}>
        <div className={styles.list}>
          {view === 'map' && <MapAreaNote />}
          <ListBody />
        </div>
        {view === 'map' && (
          <Suspense fallback={<div className={styles.mapPlaceholder} />}>
            <HotelMap />
          </Suspense>
        )}
      </div>
      <PhoneBar />
      <ListOverlays />
    </PageFrame>
  );
}

/** The open overlay on its own, so opening or closing one re-renders nothing else. */
function ListOverlays() {
  const overlay = useUnit($overlay);
  if (overlay === 'sort') return <SortDialog />;
  if (overlay === 'filter') return <FilterPanel />;
  return null;
}
