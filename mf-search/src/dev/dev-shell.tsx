import { startDevShell as start } from '@hotel/ui/dev-shell';
import HotelListPage from '../exposed/hotel-list-page';
import SearchBox from '../exposed/search-box';

export function startDevShell(): void {
  void start('mf_search', [
    { path: '/', label: 'SearchBox', element: <SearchBox placement="home" /> },
    { path: '/hotels', label: 'HotelListPage', element: <HotelListPage params={{}} keyword={null} /> },
    { path: '/hotels-tokyo', label: 'HotelListPage (Tokyo)', element: <HotelListPage params={{}} keyword="Tokyo" /> },
  ]);
}
