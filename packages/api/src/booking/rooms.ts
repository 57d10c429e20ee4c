import type {
  CancellationPolicy,
  RoomSearchPlan,
  RoomSearchQuery,
  RoomSearchResponse,
  RoomSearchRoom,
  SelectedRoomsPrice,
  SelectedRoomsQuery,
} from '@hotel/contracts';
import { q } from '../http/call';
import { unwrap } from '../http/envelope';
import { path } from '../http/path';
import type { BookingContext, HotelRef } from './booking-types';

/** What `type=rooms` and `type=plans` list. */
export interface RoomSearchItems {
  rooms: RoomSearchRoom;
  plans: RoomSearchPlan;
}

/** Room and plan search, cancellation policies and the price of the chosen rooms. */
export function roomCalls({ send }: BookingContext) {
  return {
    /** Not enveloped: the answer also names the stay it is for. */
    searchRooms: <K extends keyof RoomSearchItems>(hotelId: HotelRef, type: K, query: RoomSearchQuery) =>
      send<RoomSearchResponse<RoomSearchItems[K]>>({
        method: 'get',
        path: path`hotels/${hotelId}/rooms`,
        searchParams: { type, q: q(query) },
      }),
    cancellationPolicies: async (hotelId: HotelRef, roomPlanCodes: string[]) =>
      unwrap<CancellationPolicy[]>(
        await send({
          method: 'get',
          path: path`hotels/${hotelId}/cancellation_policies`,
          searchParams: { q: q({ room_plan_codes: roomPlanCodes }) },
        }),
      ),
    selectedRoomsPrice: async (hotelId: HotelRef, query: SelectedRoomsQuery) =>
      unwrap<SelectedRoomsPrice>(
        await send({ method: 'get', path: path`hotels/${hotelId}/rooms/price`, searchParams: { q: q(query) } }),
      ),
  };
}
