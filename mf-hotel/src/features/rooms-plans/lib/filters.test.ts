import { discount, facts, rate } from '../testing/fixtures';
import { activeFilterCount, defaultFilters, filterOptions, offerMatches, priceAtPercent, priceSpan, type RoomFilters } from './filters';
import type { Offer } from './offers';

const offer = (roomOverrides: Parameters<typeof facts>[1], rateOverrides: Parameters<typeof rate>[3], total = 20_000): Offer => ({
  room: facts('DBL', roomOverrides),
  rate: rate('DBL', 'P', total, rateOverrides),
});

const filters = (patch: Partial<RoomFilters>): RoomFilters => ({ ...defaultFilters, ...patch });

describe('offerMatches: SPEC 2.5 filter model (status, price, plan, meal, room and trip type)', () => {
  const span = { min: 10_000, max: 30_000 };
  it.each<[string, Offer, Partial<RoomFilters>, boolean]>([
    ['defaults keep everything, sold out included', offer({}, { available: false }), {}, true],
    ['available only drops sold-out rates', offer({}, { available: false }), { status: 'available' }, false],
    ['members only', offer({}, { members_only: true }), { planFeatures: ['members_only'] }, true],
    ['members only, not a members plan', offer({}, {}), { planFeatures: ['members_only'] }, false],
    ['free cancellation needs a deadline', offer({}, { cancellation_free_deadline: null }), { planFeatures: ['free_cancellation'] }, false],
    ['pay at hotel', offer({}, { payment_method: ['card'] }), { planFeatures: ['pay_at_hotel'] }, false],
    ['every plan feature must hold', offer({}, { members_only: true, payment_method: ['card'] }), { planFeatures: ['members_only', 'pay_at_hotel'] }, false],
    ['a special offer is any discount', offer({}, { sign_in_discount: discount(1, 'm') }), { planFeatures: ['discount'] }, true],
    ['meal: any chosen meal type will do', offer({}, { meal_type: 'two_meals' }), { mealTypes: ['breakfast', 'two_meals'] }, true],
    ['meal not chosen', offer({}, { meal_type: 'room_only' }), { mealTypes: ['breakfast'] }, false],
    ['room type by code', offer({}, {}), { roomTypes: ['TWN'] }, false],
    ['non-smoking drops smoking rooms', offer({ is_smoking: true }, {}), { nonSmoking: true }, false],
    ['trip type', offer({}, { trip_types: ['family', 'couple'] }), { tripTypes: ['couple'] }, true],
    ['price inside the slider range', offer({}, {}, 20_000), { priceRange: [50, 100] }, true],
    ['price below the slider range', offer({}, {}, 14_000), { priceRange: [25, 100] }, false],
    ['price above the slider range', offer({}, {}, 26_000), { priceRange: [0, 75] }, false],
  ])('%s', (_, item, patch, expected) => {
    expect(offerMatches(item, filters(patch), false, span)).toBe(expected);
  });

  it('compares the price this visitor sees: a member price can fall inside the range', () => {
    const item = offer({}, { sign_in_discount: discount(14_000, 'm') }, 16_000);
    expect(offerMatches(item, filters({ priceRange: [0, 25] }), false, span)).toBe(false);
    expect(offerMatches(item, filters({ priceRange: [0, 25] }), true, span)).toBe(true);
  });
});

describe('price slider (SPEC 9: room filter 0 to 100 until prices are known)', () => {
  it('is 0 to 100 without prices, then the min and max of the loaded rates', () => {
    expect(priceAtPercent(null, 0)).toBe(0);
    expect(priceAtPercent(null, 100)).toBe(100);
    const span = priceSpan([offer({}, {}, 12_000), offer({}, {}, 48_000), offer({}, {}, 30_000)], false);
    expect(span).toEqual({ min: 12_000, max: 48_000 });
    expect(priceAtPercent(span, 0)).toBe(12_000);
    expect(priceAtPercent(span, 50)).toBe(30_000);
    expect(priceAtPercent(span, 100)).toBe(48_000);
  });

  it('has no span without rates', () => {
    expect(priceSpan([], false)).toBeNull();
  });
});

describe('filter button count and options', () => {
  it('counts each choice that differs from the defaults', () => {
    expect(activeFilterCount(defaultFilters)).toBe(0);
    expect(activeFilterCount(filters({ status: 'available', priceRange: [10, 100], mealTypes: ['breakfast', 'two_meals'], nonSmoking: true }))).toBe(5);
  });

  it('offers only what the loaded rates have', () => {
    const options = filterOptions([offer({ is_smoking: true }, { meal_type: 'breakfast', trip_types: ['solo'], available: false })]);
    expect(options).toEqual({
      roomTypes: [{ code: 'DBL', name: 'Room DBL' }],
      mealTypes: ['breakfast'],
      tripTypes: ['solo'],
      planFeatures: ['free_cancellation', 'pay_at_hotel'],
      hasSmokingRooms: true,
      hasSoldOut: true,
    });
  });
});
