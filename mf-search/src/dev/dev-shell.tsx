import { startDevShell as start } from '@hotel/ui/dev-shell';
import { lazy } from 'react';
import { searchBoxPages } from './search-box-pages';

// Loaded once the shell has started (API client, locale, live remotes), as the host loads it.
const HotelListPage = lazy(() => import('../exposed/hotel-list-page'));

export function startDevShell(): void {
  void start('mf_search', [
    { path: '/hotels', label: 'HotelListPage', element: <HotelListPage params={{}} keyword={null} /> },
    { path: '/hotels-tokyo', label: 'HotelListPage (Tokyo)', element: <HotelListPage params={{}} keyword="Tokyo" /> },
    ...searchBoxPages,
  ]);
}
