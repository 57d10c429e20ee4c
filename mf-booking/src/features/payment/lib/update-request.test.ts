import { price, reservation, selection } from '../testing/fixtures';
import { priceDifference, updateNeedsCard, updateRequest } from './update-request';

const guest = { email: 'taro@example.com', first_name: '太郎', last_name: '山田', first_name_kana: 'たろう', last_name_kana: 'やまだ', phone: '09012345678' };
const original = reservation({ rooms: [{ room_type_code: 'DBL', room_type_name: 'Double', room_plan_code: 'BB', room_plan_name: 'BB', adults: 2, children: 0, kids_tiers: [], guest, total_price: 30000, day_rates: [], cancellation_fee: null }] });

describe('changing a booking (SPEC 2.6 update)', () => {
  it('keeps the guests: a new room is booked for the guest of the same room before, or the booker', () => {
    const request = updateRequest(selection, price, original, false, null);
    expect(request.rooms.map((room) => room.guest.last_name)).toEqual(['山田', '山田']);
    expect(request).toMatchObject({ checkin_date: '2030-06-01', checkout_date: '2030-06-03' });
    expect(request).not.toHaveProperty('card_token');
  });

  it('carries the card token that pays the difference', () => {
    expect(updateRequest(selection, price, original, false, 'tok').card_token).toBe('tok');
  });

  it.each([
    [{ payment_status: 'paid' as const }, 5000, true],
    [{ payment_status: 'paid' as const }, -5000, false],
    [{ payment_status: 'paid' as const }, 0, false],
    [{ payment_status: 'awaiting_payment' as const }, 5000, false],
    [{ payment_status: 'pay_at_hotel' as const }, 5000, false],
  ])('%o with a difference of %d needs a card: %s', (booking, difference, needs) => {
    expect(updateNeedsCard(booking, difference)).toBe(needs);
  });

  it('takes the difference as the new total minus the old', () => {
    expect(priceDifference({ total_price: 50000 }, 56000)).toBe(6000);
  });
});
