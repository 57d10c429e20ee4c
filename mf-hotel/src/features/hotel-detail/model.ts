import type { HotelDetailContent } from '@hotel/contracts';
import { pageHotelChanged, searchChanged } from '@hotel/bus';
import { createStore, sample } from 'effector';
import { $hotel, hotelPageClosed } from '../../entities/hotel';

/** The header shows the page's hotel and its phone (SPEC 2.8) while the page is open. */
sample({
  clock: $hotel,
  filter: (hotel: HotelDetailContent | null): hotel is HotelDetailContent => hotel !== null,
  fn: (hotel: HotelDetailContent) => ({ id: hotel.hotelID, name: hotel.name, phone: hotel.phone }),
  target: pageHotelChanged,
});
sample({ clock: hotelPageClosed, fn: () => null, target: pageHotelChanged });

/** Each search the page's search box commits takes the visitor to the rooms (SPEC 4 booking popups). */
export const $roomsScrollRequests = createStore(0)
  .on(searchChanged, (count) => count + 1)
  .reset(hotelPageClosed);
