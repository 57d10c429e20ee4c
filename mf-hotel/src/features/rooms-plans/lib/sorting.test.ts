import { discount, plansOf, rate, room } from '../testing/fixtures';
import { defaultFilters } from './filters';
import { defaultRoomSort, type ListContext, plansToShow, roomsToShow } from './sorting';

const rooms = [
  room('DBL', [rate('DBL', 'BRK', 40_000), rate('DBL', 'ROOM', 30_000)]),
  room('STE', [rate('STE', 'ROOM', 90_000), rate('STE', 'BRK', 100_000)]),
  room('TWN', [rate('TWN', 'ROOM', 25_000, { available: false }), rate('TWN', 'BRK', 35_000)]),
];

const context = (patch: Partial<ListContext> = {}): ListContext => ({
  filters: defaultFilters,
  sort: defaultRoomSort,
  isMember: false,
  span: { min: 25_000, max: 100_000 },
  ...patch,
});

const order = (list: Array<{ room_type_code: string; rates: Array<{ room_plan_code: string }> }>) =>
  list.map((r) => `${r.room_type_code}:${r.rates.map((x) => x.room_plan_code).join(',')}`);

describe('roomsToShow: SPEC 2.5 sort popup, SPEC 9 default price_low_to_high', () => {
  it('defaults to price low to high, bookable rates first, each room led by its cheapest rate', () => {
    expect(defaultRoomSort).toBe('price_low_to_high');
    expect(order(roomsToShow(rooms, context()))).toEqual(['DBL:ROOM,BRK', 'TWN:BRK,ROOM', 'STE:ROOM,BRK']);
  });

  it('price high to low reverses the prices, sold out still last', () => {
    expect(order(roomsToShow(rooms, context({ sort: 'price_high_to_low' })))).toEqual(['STE:BRK,ROOM', 'DBL:BRK,ROOM', 'TWN:BRK,ROOM']);
  });

  it('recommended keeps the engine order', () => {
    expect(order(roomsToShow(rooms, context({ sort: 'recommended' })))).toEqual(['DBL:BRK,ROOM', 'STE:ROOM,BRK', 'TWN:ROOM,BRK']);
  });

  it('sorts by the price the member sees', () => {
    const list = [room('A', [rate('A', 'P', 30_000)]), room('B', [rate('B', 'P', 32_000, { sign_in_discount: discount(28_000, 'm') })])];
    expect(order(roomsToShow(list, context({ isMember: false })))).toEqual(['A:P', 'B:P']);
    expect(order(roomsToShow(list, context({ isMember: true })))).toEqual(['B:P', 'A:P']);
  });

  it('drops filtered rates and rooms left without any', () => {
    const filters = { ...defaultFilters, status: 'available' as const, priceRange: [0, 20] as [number, number] };
    expect(order(roomsToShow(rooms, context({ filters })))).toEqual(['DBL:ROOM,BRK', 'TWN:BRK']);
  });
});

describe('plansToShow', () => {
  it('sorts each plan’s rooms and the plans by their first price', () => {
    const plans = plansToShow(plansOf(rooms), context());
    expect(plans.map((p) => `${p.code}:${p.rooms.map((r) => r.room_type_code).join(',')}`)).toEqual(['ROOM:DBL,STE,TWN', 'BRK:TWN,DBL,STE']);
  });
});
