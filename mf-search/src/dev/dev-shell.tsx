import { appStarted } from '@hotel/bus';
import { startDevShell as start } from '@hotel/ui/dev-shell';
import HotelListPage from '../exposed/hotel-list-page';
import { searchBoxPages } from './search-box-pages';

export function startDevShell(): void {
  appStarted();
  void start('mf_search', [
    ...searchBoxPages,
    { path: '/hotels', label: 'HotelListPage', element: <HotelListPage params={{}} keyword={null} /> },
    { path: '/hotels-tokyo', label: 'HotelListPage (Tokyo)', element: <HotelListPage params={{}} keyword="Tokyo" /> },
  ]);
}
