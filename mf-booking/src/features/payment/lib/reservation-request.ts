import type { CreateReservationRequest, Guest, Locale, PaymentMethodCode, ReservationRoomRequest, RoomSelection, SelectedRoom, SelectedRoomsPrice } from '@hotel/contracts';
import { roomPrice } from '../../../entities/booking-flow';
import type { GuestDetailsDraft, GuestEntry } from '../../../entities/guest-details';

export interface BookingInput {
  selection: RoomSelection;
  price: SelectedRoomsPrice;
  draft: GuestDetailsDraft;
  method: PaymentMethodCode;
  isMember: boolean;
  locale: Locale;
  cardToken: string | null;
}

/** A room's guest as the engine takes it; a room without its own e-mail is reached through the booker's. */
function guestOf(entry: GuestEntry, booker: GuestEntry, locale: Locale, additional: string): Guest {
  const kana = locale === 'ja';
  return {
    email: entry.email.trim() || booker.email.trim(),
    first_name: entry.first_name.trim(),
    last_name: entry.last_name.trim(),
    first_name_kana: kana ? entry.first_name_kana.trim() : '',
    last_name_kana: kana ? entry.last_name_kana.trim() : '',
    phone: entry.phone.trim(),
    ...(additional ? { additional } : {}),
  };
}

/** One room as the engine books it: the chosen plan, its party, its guest and the price this visitor saw (SPEC 3). */
export function roomRequest(price: SelectedRoomsPrice, index: number, room: SelectedRoom, guest: Guest, isMember: boolean): ReservationRoomRequest {
  return {
    room_type_code: room.roomTypeCode,
    room_plan_code: room.planCode,
    room_count: 1,
    adults: room.adults,
    children: room.children.length,
    kids_tiers: room.children.map((child) => ({ age: child.age ?? 0, bed: child.bed })),
    guest,
    total_price: roomPrice(price.rooms[index] as SelectedRoomsPrice['rooms'][number], isMember),
    checkin_date: price.checkin_date,
    checkout_date: price.checkout_date,
  };
}

/** Each room for the guest typed for it; the comment goes with the first room. */
export function reservationRooms({ selection, price, draft, isMember, locale }: Omit<BookingInput, 'method' | 'cardToken'>): ReservationRoomRequest[] {
  const { guests, comment } = draft.values;
  const booker = guests[0] as GuestEntry;
  return selection.rooms.map((room, index) =>
    roomRequest(price, index, room, guestOf(guests[index] ?? booker, booker, locale, index === 0 ? comment.trim() : ''), isMember),
  );
}

/** The create-reservation body of SPEC 3 from the funnel's selection, engine price, guest details and payment. */
export function reservationRequest(input: BookingInput): CreateReservationRequest {
  const { selection, price, draft, method, locale, cardToken } = input;
  const rooms = reservationRooms(input);
  const { forSomeoneElse, stayingGuest, newsletter } = draft.values;
  const total = rooms.reduce((sum, room) => sum + room.total_price, 0);
  return {
    rooms,
    payment_method: method,
    ...(cardToken ? { card_token: cardToken } : {}),
    ...(price.coupon_promotion ? { coupon_code: price.coupon_promotion.coupon_code } : {}),
    ...(selection.isDayUse ? { is_day_use: true } : {}),
    extras: draft.order?.extras ?? [],
    answers: draft.order?.answers ?? [],
    ...(method === 'points' ? { spending_point_value: total } : {}),
    staying_guest: forSomeoneElse && selection.rooms.length === 1 ? trimmedNames(stayingGuest, locale) : null,
    email_permission: newsletter,
    locale,
  };
}

function trimmedNames(names: GuestDetailsDraft['values']['stayingGuest'], locale: Locale) {
  const kana = locale === 'ja';
  return {
    first_name: names.first_name.trim(),
    last_name: names.last_name.trim(),
    first_name_kana: kana ? names.first_name_kana.trim() : '',
    last_name_kana: kana ? names.last_name_kana.trim() : '',
  };
}
