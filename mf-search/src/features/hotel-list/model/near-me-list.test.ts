import { allSettled, fork } from 'effector';
import { $filter } from './filters';
import { listRouteEntered, loadHotelsFx, loadPricesFx } from './hotels';
import { $distanceKnown, $result } from './list';
import { areas, price, summary } from './test-fixtures';

const nearQuery = '?checkIndate=2026-06-01&checkOutdate=2026-06-02&near=35.681,139.767';
const hotels = [summary(1, { distanceToUser: 3.2 }), summary(2, { distanceToUser: 0.8 }), summary(3, { distanceToUser: 1.9 })];

describe('issue 13: a near-me list (SPEC 4, 9 near-me)', () => {
  it('asks for the hotels around the point, orders them by distance and offers the distance sort', async () => {
    const loadHotels = jest.fn((_request: unknown) => Promise.resolve({ ...areas, hotels }));
    const scope = fork({
      handlers: [
        [loadHotelsFx, loadHotels],
        [loadPricesFx, () => Promise.resolve([price(1, 9000), price(2, 20000), price(3, 14000)])],
      ],
    });
    await allSettled(listRouteEntered, { scope, params: { keyword: null, query: nearQuery, today: '2026-05-10', locale: 'ja' } });
    expect(loadHotels.mock.calls[0]?.[0]).toMatchObject({ search: { searchText: '', near: { latitude: 35.681, longitude: 139.767 } } });
    expect(scope.getState($filter).sortBy).toBe('distance');
    expect(scope.getState($distanceKnown)).toBe(true);
    expect(scope.getState($result).map((hotel) => hotel.hotelID)).toEqual([2, 3, 1]);
  });

  it('a list by keyword keeps the default order', async () => {
    const scope = fork({
      handlers: [
        [loadHotelsFx, () => Promise.resolve({ ...areas, hotels })],
        [loadPricesFx, () => Promise.resolve([])],
      ],
    });
    await allSettled(listRouteEntered, { scope, params: { keyword: null, query: '?keyword=Tokyo', today: '2026-05-10', locale: 'ja' } });
    expect(scope.getState($filter).sortBy).toBe('lowestToHighest');
  });
});
