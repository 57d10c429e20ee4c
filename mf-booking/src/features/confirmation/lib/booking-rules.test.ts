import type { Reservation } from '@hotel/contracts';
import { payLater, reservation } from '../testing/reservation';
import { cancelLink, changeBookingLink, shareableLink } from './links';
import { canPayNow, type PaymentState, paymentState } from './payment-state';

describe('SPEC 2.6 confirmation: how the booking is paid for', () => {
  it.each<[Reservation, PaymentState, string]>([
    [reservation(), { kind: 'paidByCard', last4: '1234' }, 'paid by card'],
    [reservation({ payment_method: 'points', card_last4: null }), { kind: 'paidWithPoints' }, 'paid with points'],
    [reservation({ payment_method: 'onsite', payment_status: 'pay_at_hotel', card_last4: null }), { kind: 'payAtHotel' }, 'pay at the hotel'],
    [payLater(), { kind: 'awaiting', dueAt: '2030-11-20T14:00:00+09:00' }, 'a pay-later hold, with its due time'],
    [payLater({ payment_status: 'paid', card_last4: '4444' }), { kind: 'paidByCard', last4: '4444' }, 'a hold paid later by card'],
    [payLater({ payment_status: 'expired', status: 'cancelled' }), { kind: 'expired' }, 'a hold not paid in time'],
  ])('%#: %j (%s)', (booking, state) => {
    expect(paymentState(booking)).toEqual(state);
  });

  it.each([
    [payLater(), true, 'an open hold'],
    [payLater({ status: 'cancelled' }), false, 'a cancelled booking'],
    [reservation(), false, 'already paid'],
  ])('%#: Pay now offered: %p (%s)', (booking, offered) => {
    expect(canPayNow(booking)).toBe(offered);
  });
});

describe('SPEC 2.5, 2.7 links of the confirmation', () => {
  it.each([
    ['ja', '/cancel?hotel_id=13&booking_id=SKR-20301203-0001&email=taro%40example.jp'],
    ['en', '/en/cancel?hotel_id=13&booking_id=SKR-20301203-0001&email=taro%40example.jp'],
  ] as const)('cancel in %p → %p', (locale, link) => {
    expect(cancelLink(reservation(), locale)).toBe(link);
  });

  it.each<[Reservation, string | undefined, string | null, string]>([
    [reservation(), 'tok-1', '/tw/hotel/13?bypass_token=tok-1&email=taro%40example.jp&reservationID=SKR-20301203-0001&tab=plan', 'the booking-edit entry'],
    [reservation(), undefined, null, 'no bypass token came with the link'],
    [reservation({ status: 'cancelled' }), 'tok-1', null, 'a cancelled booking cannot be changed'],
  ])('%#: change → %p (%s)', (booking, token, link) => {
    expect(changeBookingLink(booking, token, 'zh-TW')).toBe(link);
  });

  it('shares the look-up link without the bypass token that lets its holder change the booking', () => {
    expect(shareableLink('https://hotel.example/en/confirm-booking/R1?email=a%40b.jp&hotel_id=13&bypass_token=secret')).toBe(
      'https://hotel.example/en/confirm-booking/R1?email=a%40b.jp&hotel_id=13',
    );
  });
});
