import { useUnit } from 'effector-react';
import { $pageStatus } from '../model';
import { HotelPage } from './hotel-page';
import { LoadFailed, NotFound } from './page-messages';

/** `/hotel/{hotelID}`: the hotel, or a clear message when it does not exist or could not be loaded. */
export function HotelDetail() {
  const status = useUnit($pageStatus);
  if (status === 'notFound') return <NotFound />;
  if (status === 'failed') return <LoadFailed />;
  return <HotelPage />;
}
