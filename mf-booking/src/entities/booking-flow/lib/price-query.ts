import type { RoomSelection, SelectedRoomsQuery } from '@hotel/contracts';

/** `q` of the engine's selected-room pricing for what the hotel page handed over (SPEC 2.6: prices from the engine). */
export function priceQuery(selection: RoomSelection): SelectedRoomsQuery {
  const query: SelectedRoomsQuery = {
    checkin_date: selection.checkIn,
    checkout_date: selection.checkOut,
    rooms: selection.rooms.map((room) => ({
      room_type_code: room.roomTypeCode,
      room_plan_code: room.planCode,
      adults: room.adults,
      children: room.children.length,
      kids_age_range: room.kidsAgeRange,
    })),
  };
  if (selection.promoCode) query.coupon_code = selection.promoCode;
  if (selection.isDayUse) query.is_day_use = true;
  return query;
}

/** One key per priced stay: a new key means the price shown is for another stay and must be asked again. */
export function priceKey(selection: RoomSelection): string {
  return JSON.stringify([selection.hotelId, priceQuery(selection)]);
}
