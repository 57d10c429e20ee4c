import type { IsoDate, IsoDateTime } from './common';
import type { PaymentMethodCode } from './engine-hotels';
import type { ExtraOrder, QuestionAnswer } from './engine-extras';

/** SPEC 3 guest. Non-ja bookings leave the kana empty. */
export interface Guest {
  email: string;
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  phone: string;
  /** Free text for the hotel. */
  additional?: string;
}

/** SPEC 3 reservation request, one entry per room. */
export interface ReservationRoomRequest {
  room_type_code: string;
  room_plan_code: string;
  room_count: 1;
  adults: number;
  children: number;
  kids_tiers: Array<{ age: number; bed: boolean }>;
  guest: Guest;
  /** The total the guest saw for this room; a different server price fails with code 3002. */
  total_price: number;
  membership_promotion_id?: string | null;
  adult_companion?: number;
  kid_tier_a_companion?: number;
  checkin_date: IsoDate;
  checkout_date: IsoDate;
}

/** POST /booking/hotels/{id}/reservations (header Idempotency-Key: one reservation per key). */
export interface CreateReservationRequest {
  rooms: ReservationRoomRequest[];
  payment_method: PaymentMethodCode;
  /** From the card-token script, for card payments. */
  card_token?: string;
  coupon_code?: string;
  is_day_use?: boolean;
  extras?: ExtraOrder[];
  answers?: QuestionAnswer[];
  /** Points a member spends on this booking (1 point = 1 yen). */
  spending_point_value?: number;
  /** Booking for someone else: the one staying, when not the booker. */
  staying_guest?: Pick<Guest, 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana'> | null;
  email_permission?: boolean;
  /** The language of the confirmation e-mail. */
  locale?: string;
}

/** SPEC 3/4: done (confirmed), cancelled; coming_up is what lists show for a done stay not yet over. */
export type ReservationStatus = 'done' | 'cancelled' | 'coming_up';

export type PaymentStatus = 'paid' | 'pay_at_hotel' | 'awaiting_payment' | 'expired';

export interface ReservationRoom {
  room_type_code: string;
  room_type_name: string;
  room_plan_code: string;
  room_plan_name: string;
  adults: number;
  children: number;
  kids_tiers: Array<{ age: number; bed: boolean }>;
  guest: Guest;
  total_price: number;
  day_rates: Array<{ date: IsoDate; day_total_rate: number }>;
  cancellation_fee: number | null;
}

/** One money movement after a booking is made: an update's difference charged, refunded or added to a hold. */
export interface PaymentEntry {
  kind: 'charge' | 'refund' | 'hold';
  method: PaymentMethodCode;
  /** Yen, always positive; `kind` says which way it went. */
  amount: number;
  card_last4: string | null;
  at: IsoDateTime;
}

/** SPEC 3 reservation. */
export interface Reservation {
  reservation_number: string;
  bypass_token: string;
  email: string;
  status: ReservationStatus;
  payment_status: PaymentStatus;
  /** Pay-later holds: when the hold lapses (4 hours after booking), written in Japan time (`…+09:00`). */
  payment_due_at: IsoDateTime | null;
  checkin_date: IsoDate;
  checkout_date: IsoDate;
  nights: number;
  room_count: number;
  adults: number;
  children: number;
  is_day_use: boolean;
  hotel: { id: number; code: string; name: string };
  rooms: ReservationRoom[];
  total_price: number;
  total_price_without_tax: number;
  tax: number;
  currency: 'JPY';
  payment_method: PaymentMethodCode;
  /** Masked card number, for card payments. */
  card_last4: string | null;
  booking_date: IsoDateTime;
  spending_point_value: number;
  earned_points: number;
  coupon_promotion: { coupon_code: string; percent: number } | null;
  coupon_discount_amount: number;
  extras: Array<ExtraOrder & { name: string; total_price: number }>;
  staying_guest: Pick<Guest, 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana'> | null;
  cancellation: { fee: number; fees: number[]; reason: string | null; details: string | null; cancelled_at: IsoDateTime } | null;
  /** Present on updates: what the booking cost before, and the difference (new minus old). */
  original_total_price?: number;
  price_difference?: number;
  /** Charges, refunds and hold changes of updates, oldest first. */
  payments?: PaymentEntry[];
  /** The server's message; a cancelled booking always carries one (SPEC 2.7: cancelled shows only this title). */
  message: { title: string } | null;
}

/** PUT /booking/hotels/{id}/reservations/{rid}?email=&bypass_token= : new dates and/or rooms. */
export interface UpdateReservationRequest {
  checkin_date: IsoDate;
  checkout_date: IsoDate;
  rooms: ReservationRoomRequest[];
  card_token?: string;
}

/** SPEC 2.7 cancel reasons (both vocabularies are accepted; the first is stored). */
export type CancelReason =
  | 'tripCancel'
  | 'roomCheaper'
  | 'travellersChanged'
  | 'onotherHotel'
  | 'other'
  | 'trip_cancelled'
  | 'cheaper_price_found'
  | 'guest_number_changed'
  | 'hotel_changed';

/** PUT /booking/hotels/{id}/reservations/{rid}/cancel/?email=&bypass_token= */
export interface CancelReservationRequest {
  language: string;
  category: CancelReason;
  reason: string;
  details?: string;
}

/** What cancelling would cost now: GET …/reservations/{rid}/update_settings. */
export interface ReservationSettings {
  can_cancel: boolean;
  can_update: boolean;
  /** Per-room fee if cancelled now, and the total. */
  cancellation_fees: number[];
  cancellation_fee: number;
  cancellation_policy_link: string;
  free_cancellation_until: IsoDateTime | null;
}

/** PUT …/reservations/{rid}/guests: one entry per room, in room order. */
export interface UpdateGuestsRequest {
  guests: Guest[];
}

/** GET …/reservations/{rid}/receipt?email= */
export interface Receipt {
  receipt_number: string;
  reservation_number: string;
  issued_at: IsoDateTime;
  addressee: string;
  hotel: { name: string; address: string; phone: string };
  lines: Array<{ description: string; amount: number }>;
  total_price: number;
  tax: number;
  /** How it was finally paid: card, onsite (at the hotel), deferred_then_card (pay later, then paid), points, or deferred (not paid yet). */
  paid_with: ReceiptPaidWith;
  /** The same, as a sentence in the request's language. */
  paid_with_label: string;
  payment_status: PaymentStatus;
  payments: PaymentEntry[];
}

export type ReceiptPaidWith = 'card' | 'onsite' | 'deferred_then_card' | 'deferred' | 'points'

/** POST …/reservations/{rid}/payment: settles a pay-later hold with a card token (sandbox extension). */
export interface SettlePaymentRequest {
  card_token: string;
}
