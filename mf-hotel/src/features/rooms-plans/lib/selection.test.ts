import type { KidsTierSettings } from '@hotel/contracts';
import { pricedSelection } from '../testing/fixtures';
import { type Choice, choose, emptyChoosing, isComplete, pricingQuery, roomSelection, selectedRooms, selectionTotal } from './selection';

const double: Choice = { roomTypeCode: 'DBL', roomTypeName: 'Double', planCode: 'BRK', planName: 'Breakfast' };
const twin: Choice = { roomTypeCode: 'TWN', roomTypeName: 'Twin', planCode: 'ROOM', planName: 'Room only' };
const stay = { checkIn: '2030-12-03', checkOut: '2030-12-05', nights: 2 };
const search = {
  roomList: [
    { id: 1, adults: 2, children: [] },
    { id: 2, adults: 1, children: [{ age: 4, bed: false }] },
  ],
  promoCode: 'STAY3',
  promoCodeExist: true,
  isDayUse: false,
};
const tiers: KidsTierSettings = {
  kids_setting: { accept_type: 'accept', kids_type: ['tiers'] },
  kids_tiers: [{ code: 'B', name: 'Child', min_age: 3, max_age: 5, bedding: false }],
};

describe('choosing one rate per room of the search', () => {
  it('fills the active room, then moves on to the next room without a choice', () => {
    const first = choose(emptyChoosing(3), double, false);
    expect(first).toEqual({ choices: [double, null, null], active: 1 });
    const second = choose(first, twin, false);
    expect(second).toEqual({ choices: [double, twin, null], active: 2 });
    expect(isComplete(second.choices)).toBe(false);
    const third = choose(second, twin, false);
    expect(isComplete(third.choices)).toBe(true);
    expect(third.active).toBe(2);
  });

  it('goes back to an earlier empty room after the last one', () => {
    expect(choose({ choices: [null, null], active: 1 }, twin, false)).toEqual({ choices: [null, twin], active: 0 });
  });

  it('“the same for all rooms” fills every room at once', () => {
    expect(choose(emptyChoosing(2), double, true).choices).toEqual([double, double]);
  });

  it('has nothing to book without rooms', () => {
    expect(isComplete([])).toBe(false);
  });
});

describe('pricing and handing over the selection (SPEC 2.6, 3)', () => {
  it('prices each chosen rate for its own room’s party, children per tier, with the coupon', () => {
    expect(pricingQuery(stay, search, [double, twin], tiers)).toEqual({
      checkin_date: '2030-12-03',
      checkout_date: '2030-12-05',
      coupon_code: 'STAY3',
      rooms: [
        { room_type_code: 'DBL', room_plan_code: 'BRK', adults: 2, children: 0, kids_age_range: [] },
        { room_type_code: 'TWN', room_plan_code: 'ROOM', adults: 1, children: 1, kids_age_range: [{ code: 'B', count: 1 }] },
      ],
    });
    expect(pricingQuery(stay, { ...search, promoCodeExist: false, isDayUse: true }, [double, twin], null)).toMatchObject({ is_day_use: true, rooms: [{ kids_age_range: [] }, { kids_age_range: [] }] });
  });

  it.each([
    ['visitor', false, { total: 70_000, was: null }],
    ['member', true, { total: 66_500, was: 70_000 }],
  ])('the total a %s pays', (_, isMember, expected) => {
    const priced = pricedSelection([{ code: 'DBL', plan: 'BRK', total: 40_000, member: 38_000 }, { code: 'TWN', plan: 'ROOM', total: 30_000, member: 28_500 }]);
    expect(selectionTotal(priced, isMember)).toEqual(expected);
  });

  it('a member with no member price pays the public total', () => {
    expect(selectionTotal(pricedSelection([{ code: 'DBL', plan: 'BRK', total: 40_000 }]), true)).toEqual({ total: 40_000, was: null });
  });

  it('builds the hand-over the booking steps read', () => {
    const priced = pricedSelection([{ code: 'DBL', plan: 'BRK', total: 40_000, member: 38_000 }, { code: 'TWN', plan: 'ROOM', total: 30_000 }]);
    const rooms = selectedRooms([double, twin], search, priced, tiers);
    expect(rooms[1]).toEqual({
      roomTypeCode: 'TWN',
      roomTypeName: 'Room TWN',
      planCode: 'ROOM',
      planName: 'Plan ROOM',
      adults: 1,
      children: [{ age: 4, bed: false }],
      kidsAgeRange: [],
      price: 30_000,
      memberPrice: null,
    });
    const edit = { reservationId: 'R1', email: 'a@b.jp', bypassToken: 't' };
    const selection = roomSelection({ hotelId: 3, hotelName: 'Sakura', hotelPath: '/hotel/3?x=1', stay, search, rooms, edit, now: new Date('2030-11-01T00:00:00Z') });
    expect(selection).toEqual({
      hotelId: 3,
      hotelName: 'Sakura',
      hotelPath: '/hotel/3?x=1',
      checkIn: '2030-12-03',
      checkOut: '2030-12-05',
      isDayUse: false,
      promoCode: 'STAY3',
      rooms,
      edit,
      selectedAt: '2030-11-01T00:00:00.000Z',
    });
  });
});
