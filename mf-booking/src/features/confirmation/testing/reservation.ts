import type { Guest, Reservation } from '@hotel/contracts';

const guest: Guest = { email: 'taro@example.jp', first_name: 'Taro', last_name: 'Yamada', first_name_kana: '', last_name_kana: '', phone: '09012345678' };

/** A done two-night booking at Hotel Sakura Mito, paid by card. */
export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservation_number: 'SKR-20301203-0001',
    bypass_token: 'tok-1',
    email: 'taro@example.jp',
    status: 'done',
    payment_status: 'paid',
    payment_due_at: null,
    checkin_date: '2030-12-03',
    checkout_date: '2030-12-05',
    nights: 2,
    room_count: 1,
    adults: 2,
    children: 1,
    is_day_use: false,
    hotel: { id: 13, code: 'SKR-IBR-01', name: 'Hotel Sakura Mito' },
    rooms: [
      {
        room_type_code: 'TWN',
        room_type_name: 'Twin Room',
        room_plan_code: 'BRK',
        room_plan_name: 'Breakfast included',
        adults: 2,
        children: 1,
        kids_tiers: [{ age: 6, bed: true }],
        guest,
        total_price: 30_000,
        day_rates: [],
        cancellation_fee: null,
      },
    ],
    total_price: 31_000,
    total_price_without_tax: 28_182,
    tax: 2_818,
    currency: 'JPY',
    payment_method: 'card',
    card_last4: '1234',
    booking_date: '2030-11-20T01:00:00.000Z',
    spending_point_value: 0,
    earned_points: 310,
    coupon_promotion: null,
    coupon_discount_amount: 0,
    extras: [{ extra_id: 7, quantity: 2, delivery_times: [], name: 'Late check-out', total_price: 1_000 }],
    staying_guest: null,
    cancellation: null,
    message: null,
    ...overrides,
  };
}

/** The same booking on hold: pay later, due four hours after it was made (Japan time). */
export const payLater = (overrides: Partial<Reservation> = {}): Reservation =>
  reservation({ payment_method: 'deferred', payment_status: 'awaiting_payment', payment_due_at: '2030-11-20T14:00:00+09:00', card_last4: null, ...overrides });

export const cancelled = (): Reservation =>
  reservation({ status: 'cancelled', message: { title: 'This reservation has been cancelled.' } });
