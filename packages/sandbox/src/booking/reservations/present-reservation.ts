import type { Locale, Reservation } from '@hotel/contracts';
import type { CatalogueIndex } from '../../catalogue/catalogue-index';
import { japanDateTime } from '../../clock/clock';
import { pick } from '../../i18n/locales';
import { text } from '../../i18n/messages';
import { daysBetween } from '../pricing/stay';
import type { ReservationRecord } from './reservation-record';

/** SPEC 2.7: a cancelled booking shows only the server's message, so every answer about one carries it. */
function messageOf(record: ReservationRecord, locale: Locale, message: string | null): { title: string } | null {
  if (message) return { title: message };
  if (record.status !== 'cancelled') return null;
  return { title: text(record.cancellation?.category === 'payment_expired' ? 'paymentExpired' : 'cancelled', locale) };
}

export function presentReservation(
  record: ReservationRecord,
  catalogue: CatalogueIndex,
  locale: Locale,
  message: string | null = null,
): Reservation {
  const hotel = catalogue.hotel(record.hotel_id);
  const nameOf = <T extends { name: Record<Locale, string> }>(item: T | undefined) => (item ? pick(item.name, locale) : '');
  return {
    reservation_number: record.number,
    bypass_token: record.bypass_token,
    email: record.email,
    status: record.status,
    payment_status: record.payment_status,
    payment_due_at: record.payment_due_at ? japanDateTime(new Date(record.payment_due_at)) : null,
    checkin_date: record.checkin,
    checkout_date: record.checkout,
    nights: record.is_day_use ? 0 : daysBetween(record.checkin, record.checkout),
    room_count: record.rooms.length,
    adults: record.rooms.reduce((sum, room) => sum + room.adults, 0),
    children: record.rooms.reduce((sum, room) => sum + room.children, 0),
    is_day_use: record.is_day_use,
    hotel: { id: record.hotel_id, code: hotel?.code ?? '', name: hotel ? pick(hotel.name, locale) : '' },
    rooms: record.rooms.map((room, index) => ({
      room_type_code: room.room_type_code,
      room_type_name: nameOf(catalogue.roomType(record.hotel_id, room.room_type_code)),
      room_plan_code: room.room_plan_code,
      room_plan_name: nameOf(catalogue.plan(record.hotel_id, room.room_plan_code)),
      adults: room.adults,
      children: room.children,
      kids_tiers: room.kids_tiers,
      guest: room.guest,
      total_price: room.total_price,
      day_rates: room.day_rates,
      cancellation_fee: record.cancellation?.fees[index] ?? null,
    })),
    total_price: record.total_price,
    total_price_without_tax: record.total_price - record.tax,
    tax: record.tax,
    currency: 'JPY',
    payment_method: record.payment_method,
    card_last4: record.card_last4,
    booking_date: new Date(record.created_at).toISOString(),
    spending_point_value: record.spending_points,
    earned_points: record.earned_points,
    coupon_promotion: record.coupon,
    coupon_discount_amount: record.coupon_discount,
    extras: record.extras.map((extra) => ({
      extra_id: extra.extra_id,
      quantity: extra.quantity,
      delivery_times: extra.delivery_times,
      ...(extra.answer ? { answer: extra.answer } : {}),
      name: pick(catalogue.extras(record.hotel_id).find((e) => e.id === extra.extra_id)?.name, locale),
      total_price: extra.total_price,
    })),
    staying_guest: record.staying_guest,
    cancellation: record.cancellation
      ? {
          fee: record.cancellation.fee,
          fees: record.cancellation.fees,
          reason: record.cancellation.category ?? record.cancellation.reason,
          details: record.cancellation.details,
          cancelled_at: record.cancellation.cancelled_at,
        }
      : null,
    ...(record.original_total_price !== null
      ? { original_total_price: record.original_total_price, price_difference: record.total_price - record.original_total_price }
      : {}),
    payments: record.payments ?? [],
    message: messageOf(record, locale, message),
  };
}
