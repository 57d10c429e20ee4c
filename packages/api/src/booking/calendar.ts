import type { CalendarInventory, InventoryQuery, PlanAvailability } from '@hotel/contracts';
import { q } from '../http/call';
import { unwrap } from '../http/envelope';
import { path } from '../http/path';
import type { AvailabilityQuery, BookingContext, BrandInventoryQuery, HotelRef } from './booking-types';

/** Calendar data: a hotel's inventory, one plan's availability, and the brand's inventory for two months. */
export function calendarCalls({ send, brandId }: BookingContext) {
  return {
    inventory: async (hotelId: HotelRef, query: InventoryQuery) =>
      unwrap<CalendarInventory>(
        await send({ method: 'get', path: path`hotels/${hotelId}/rooms/inventory`, searchParams: { q: q(query) } }),
      ),
    /** Not enveloped (`PlanAvailability` is `{ data: [...] }` itself). */
    availability: (hotelId: HotelRef, query: AvailabilityQuery) =>
      send<PlanAvailability>({ method: 'get', path: path`hotels/${hotelId}/rooms/availability`, searchParams: { ...query } }),
    brandInventory: async ({ hotel_ids, ...query }: BrandInventoryQuery) =>
      unwrap<CalendarInventory>(
        await send({
          method: 'get',
          path: path`hotel_brands/${brandId}/inventory`,
          searchParams: { ...query, hotel_ids: hotel_ids.join(',') },
        }),
      ),
  };
}
