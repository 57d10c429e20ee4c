import type { Reservation, RoomSelection, SelectedRoomsPrice } from '@hotel/contracts';
import type { GuestDetailsDraft } from '../../../entities/guest-details';

export const selection: RoomSelection = {
  hotelId: 3,
  hotelName: 'ホテル東京新宿',
  hotelPath: '/hotel/3?checkIndate=2030-06-01&checkOutdate=2030-06-03',
  checkIn: '2030-06-01',
  checkOut: '2030-06-03',
  isDayUse: false,
  promoCode: '',
  rooms: [
    { roomTypeCode: 'DBL', roomTypeName: 'Double', planCode: 'BB', planName: 'Breakfast', adults: 2, children: [{ age: 5, bed: false }], kidsAgeRange: [], price: 30000, memberPrice: 27000 },
    { roomTypeCode: 'TWN', roomTypeName: 'Twin', planCode: 'RO', planName: 'Room only', adults: 1, children: [], kidsAgeRange: [], price: 20000, memberPrice: null },
  ],
  edit: null,
  selectedAt: '2030-05-01T00:00:00.000Z',
};

const pricedRoom = (code: string, plan: string, total: number, member: number | null) => ({
  room_type_code: code,
  room_type_name: code,
  room_plan_code: plan,
  room_plan_name: plan,
  room_rates: [
    { date: '2030-06-01', day_total_rate: total / 2 },
    { date: '2030-06-02', day_total_rate: total / 2 },
  ],
  adults: 2,
  children: 0,
  kids_age_range: [],
  total_price: total,
  sign_in_total_price: member,
  tax: total / 10,
  room_size: { value: 25 },
  cancellation_free_deadline: null,
});

export const price: SelectedRoomsPrice = {
  checkin_date: '2030-06-01',
  checkout_date: '2030-06-03',
  nights: 2,
  adults: 3,
  children: 1,
  number_of_days_to_checkin: 30,
  rooms: [pricedRoom('DBL', 'BB', 30000, 27000), pricedRoom('TWN', 'RO', 20000, null)],
  coupon_discount_amount: 0,
  original_price_with_tax: 50000,
  coupon_promotion: null,
  tax: 5000,
  total_price: 50000,
  sign_in_total_price: 47000,
  payment_method: [{ code: 'card' }, { code: 'onsite' }, { code: 'deferred' }, { code: 'points' }],
};

const guest = { last_name: '山田', first_name: '太郎', last_name_kana: 'やまだ', first_name_kana: 'たろう', email: ' taro@example.com ', phone: '090-1234-5678' };

export const draft: GuestDetailsDraft = {
  selectedAt: selection.selectedAt,
  complete: true,
  order: { answers: [{ question_id: 1, text: '15:00' }], extras: [] },
  values: {
    guests: [guest, { ...guest, first_name: '花子', first_name_kana: 'はなこ', email: '', phone: '' }],
    forSomeoneElse: false,
    stayingGuest: { last_name: '', first_name: '', last_name_kana: '', first_name_kana: '' },
    registerAsMember: false,
    newsletter: true,
    answers: { '1': '15:00' },
    extras: {},
    comment: ' Late arrival ',
    policyAccepted: true,
  },
};

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservation_number: 'R-1001',
    bypass_token: 'bt',
    email: 'taro@example.com',
    status: 'done',
    payment_status: 'pay_at_hotel',
    payment_due_at: null,
    checkin_date: '2030-06-01',
    checkout_date: '2030-06-03',
    nights: 2,
    room_count: 2,
    adults: 3,
    children: 1,
    is_day_use: false,
    hotel: { id: 3, code: 'H3', name: 'ホテル東京新宿' },
    rooms: [],
    total_price: 50000,
    total_price_without_tax: 45000,
    tax: 5000,
    currency: 'JPY',
    payment_method: 'onsite',
    card_last4: null,
    booking_date: '2030-05-01T09:00:00+09:00',
    spending_point_value: 0,
    earned_points: 0,
    coupon_promotion: null,
    coupon_discount_amount: 0,
    extras: [],
    staying_guest: null,
    cancellation: null,
    message: null,
    ...overrides,
  };
}
