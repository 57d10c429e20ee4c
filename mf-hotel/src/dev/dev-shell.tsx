import { appStarted } from '@hotel/bus';
import { startDevShell as start } from '@hotel/ui/dev-shell';
import FullMapPage from '../exposed/full-map-page';
import HotelDetailPage from '../exposed/hotel-detail-page';

export function startDevShell(): void {
  appStarted();
  void start('mf_hotel', [
    { path: '/', label: 'HotelDetailPage (1)', element: <HotelDetailPage params={{ hotelId: '1' }} /> },
    { path: '/full-map', label: 'FullMapPage (1)', element: <FullMapPage params={{ hotelId: '1' }} /> },
  ]);
}
