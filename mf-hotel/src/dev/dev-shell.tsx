import { RoutePage, startDevShell as start } from '@hotel/ui/dev-shell';
import { lazy } from 'react';

// Loaded once the shell has started (API client, locale, live remotes), as the host loads them.
const HotelDetailPage = lazy(() => import('../exposed/hotel-detail-page'));
const FullMapPage = lazy(() => import('../exposed/full-map-page'));

/** Any hotel of the sandbox: `/hotel/<id>` and `/full-map/<id>`, under any language prefix. */
const sampleHotelId = 1;

export function startDevShell(): void {
  void start('mf_hotel', [
    { path: '/hotel/:hotelId', link: `/hotel/${sampleHotelId}`, label: 'HotelDetailPage', element: <RoutePage page={HotelDetailPage} /> },
    { path: '/full-map/:hotelId', link: `/full-map/${sampleHotelId}`, label: 'FullMapPage', element: <RoutePage page={FullMapPage} /> },
  ]);
}
