import type { Guest, PaymentEntry } from '@hotel/contracts';

/** One room as a reservation stores it: the codes, the guests, and what this room costs. */
export interface StoredRoom {
  room_type_code: string;
  room_plan_code: string;
  adults: number;
  children: number;
  kids_tiers: Array<{ age: number; bed: boolean }>;
  kids_age_range: Array<{ code: string; count: number }>;
  guest: Guest;
  /** What the guest pays for this room (after promotions and any member discount), tax included. */
  total_price: number;
  tax: number;
  /** Before any discount. */
  list_price: number;
  day_rates: Array<{ date: string; day_total_rate: number }>;
}

export interface StoredExtra {
  extra_id: number;
  quantity: number;
  delivery_times: Array<{ delivered_at: string; quantity: number; price: number }>;
  answer?: string;
  total_price: number;
  tax: number;
}

/** A row of `reservations`. */
export interface ReservationRecord {
  number: string;
  hotel_id: number;
  bypass_token: string;
  email: string;
  member_id: number | null;
  status: 'done' | 'cancelled';
  payment_status: 'paid' | 'pay_at_hotel' | 'awaiting_payment' | 'expired';
  payment_method: 'onsite' | 'card' | 'deferred' | 'points';
  payment_due_at: Date | null;
  card_last4: string | null;
  checkin: string;
  checkout: string;
  is_day_use: boolean;
  rooms: StoredRoom[];
  total_price: number;
  tax: number;
  coupon: { coupon_code: string; percent: number } | null;
  coupon_discount: number;
  extras: StoredExtra[];
  answers: Array<{ question_id: number; text: string }>;
  staying_guest: { first_name: string; last_name: string; first_name_kana: string; last_name_kana: string } | null;
  spending_points: number;
  earned_points: number;
  locale: string;
  cancellation: { fee: number; fees: number[]; reason: string | null; category: string | null; details: string | null; cancelled_at: string } | null;
  original_total_price: number | null;
  /** Money moved by updates (charges, refunds, hold changes). */
  payments: PaymentEntry[];
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function readReservation(
  db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> },
  hotelId: number,
  number: string,
): Promise<ReservationRecord | null> {
  const [row] = await db.query<ReservationRecord>('SELECT * FROM reservations WHERE hotel_id = $1 AND number = $2', [hotelId, number]);
  return row ?? null;
}
