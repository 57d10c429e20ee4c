import type { ContentHotelSummary, HotelPrice } from '@hotel/contracts';
import { defaultFilter, filterHotels, prefecturesIn, priceNarrowed, sliderScale, toggled, withIsFilter, type HotelFilter } from './hotel-filter';
import { distanceKnown, orderHotels, type SortBy } from './hotel-order';
import { priceBoundsOf, withPrices, type ListHotel } from './list-hotel';
import { nextVisibleCount, placeholdersFor } from './paging';

function hotel(id: number, fields: Partial<ListHotel> = {}): ListHotel {
  return {
    hotelID: id,
    bookingCode: `H${id}`,
    name: `Hotel ${id}`,
    nameInAllLanguage: {},
    prefecture: { code: 13, name: 'Tokyo', keyword: 'tokyo' },
    region: { keyword: 'kanto', name: 'Kanto' },
    city: 'Shinjuku City',
    district: '',
    latitude: 35.69,
    longitude: 139.7,
    featuredImage: `/images/${id}.svg`,
    reviewScore: 4,
    numberOfReviews: 10,
    popularOrder: id,
    travelGoalTags: [],
    amenityTags: [],
    distanceToUser: null,
    undatedSearch: true,
    price: null,
    roomsLeft: null,
    ...fields,
  };
}

const ids = (hotels: ListHotel[]) => hotels.map((h) => h.hotelID);

describe('SPEC 4: prices mapped onto hotels', () => {
  const summaries: ContentHotelSummary[] = [hotel(1), hotel(2), hotel(3)];
  const price = (code: string, lowest: number | null): HotelPrice => ({ id: 0, code, lowest_price: lowest, currency: 'JPY', rooms_left: lowest ? 3 : null });

  it('by booking code; a hotel the prices do not mention stays unpriced', () => {
    const mapped = withPrices(summaries, [price('H2', 9000), price('H1', null)]);
    expect(mapped.map((h) => [h.hotelID, h.price, h.roomsLeft])).toEqual([[1, null, null], [2, 9000, 3], [3, null, null]]);
  });

  it('before prices load every hotel is unpriced', () => {
    expect(withPrices(summaries, null).every((h) => h.price === null)).toBe(true);
  });

  it.each<[string, HotelPrice[] | null, unknown]>([
    ['none loaded', null, null],
    ['all sold out', [price('H1', null)], null],
    ['cheapest and most expensive', [price('H1', 12000), price('H2', null), price('H3', 8000), price('H4', 30500)], { minPrice: 8000, maxPrice: 30500 }],
  ])('price bounds for the slider: %s', (_case, prices, bounds) => {
    expect(priceBoundsOf(prices)).toEqual(bounds);
  });
});

describe('SPEC 2.4, 9: sort orders, priced hotels first', () => {
  const hotels = [
    hotel(1, { price: 15000, reviewScore: 3.5, numberOfReviews: 4, popularOrder: 3 }),
    hotel(2, { price: null, reviewScore: 5, popularOrder: 1 }),
    hotel(3, { price: 9000, reviewScore: 4.5, numberOfReviews: 20, popularOrder: 5, distanceToUser: 2.5 }),
    hotel(4, { price: 22000, reviewScore: null, numberOfReviews: 0, popularOrder: 2, distanceToUser: 0.4 }),
    hotel(5, { price: null, reviewScore: 3, popularOrder: 4 }),
    hotel(6, { price: 9000, reviewScore: 4.5, numberOfReviews: 31, popularOrder: 6, distanceToUser: 9 }),
  ];

  it.each<[SortBy, number[]]>([
    ['lowestToHighest', [3, 6, 1, 4, 2, 5]],
    ['highestToLowest', [4, 1, 3, 6, 2, 5]],
    ['mostPopular', [4, 1, 3, 6, 2, 5]],
    ['highReview', [6, 3, 1, 4, 2, 5]],
    ['distance', [4, 3, 6, 1, 2, 5]],
  ])('%s gives %p (ties broken by popularity; unknown values last)', (sortBy, order) => {
    expect(ids(orderHotels(hotels, sortBy))).toEqual(order);
  });

  it('while prices load, the list is in popularity order', () => {
    expect(ids(orderHotels(hotels.map((h) => ({ ...h, price: null })), 'lowestToHighest'))).toEqual([2, 4, 1, 5, 3, 6]);
  });

  it('does not reorder its input', () => {
    const input = [...hotels];
    orderHotels(input, 'highestToLowest');
    expect(ids(input)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('distance needs a known location', () => {
    expect([distanceKnown(hotels), distanceKnown([hotel(1), hotel(2)])]).toEqual([true, false]);
  });
});

describe('SPEC 2.4, 3: the filter panel', () => {
  const bounds = { minPrice: 8000, maxPrice: 30000 };
  const wifi = { id: 1, type: 'room', text: 'Free Wi-Fi' };
  const onsen = { id: 25, type: 'hotel', text: 'Natural hot spring' };
  const parking = { id: 31, type: 'hotel', text: 'Parking' };
  const osaka = { code: 27, name: 'Osaka', keyword: 'osaka' };
  const hotels = [
    hotel(1, { price: 8000, travelGoalTags: ['business', 'solo'], amenityTags: [wifi] }),
    hotel(2, { price: 30000, travelGoalTags: ['family'], amenityTags: [onsen, parking], prefecture: osaka }),
    hotel(3, { price: null, travelGoalTags: ['couple', 'family'], amenityTags: [onsen, wifi] }),
    hotel(4, { price: 15000, travelGoalTags: ['couple'], amenityTags: [parking, wifi], prefecture: osaka }),
  ];
  const filter = (change: Partial<HotelFilter>): HotelFilter => ({ ...defaultFilter(bounds), ...change });

  it.each<[string, Partial<HotelFilter>, number[]]>([
    ['nothing narrows: every hotel, priced or not', {}, [1, 2, 3, 4]],
    ['a price range keeps the priced hotels inside it', { price: { minPrice: 9000, maxPrice: 30000 } }, [2, 4]],
    ['the range is inclusive', { price: { minPrice: 8000, maxPrice: 15000 } }, [1, 4]],
    ['a prefecture', { prefecture: [27] }, [2, 4]],
    ['two prefectures: either', { prefecture: [27, 13] }, [1, 2, 3, 4]],
    ['a trip type', { tripType: ['family'] }, [2, 3]],
    ['two trip types: either', { tripType: ['solo', 'couple'] }, [1, 3, 4]],
    ['a popular filter by its amenity', { popularFilterList: ['onsen'] }, [2, 3]],
    ['two popular filters: both', { popularFilterList: ['onsen', 'free_wifi'] }, [3]],
    ['an unmapped popular filter matches nothing', { popularFilterList: ['near_station'] }, []],
    ['all together', { prefecture: [27], tripType: ['couple', 'family'], popularFilterList: ['parking'], price: { minPrice: 8000, maxPrice: 20000 } }, [4]],
  ])('%s', (_case, change, expected) => {
    expect(ids(filterHotels(hotels, filter(change), bounds))).toEqual(expected);
  });

  it('before prices load the default range 10 to 100 narrows nothing', () => {
    expect(ids(filterHotels(hotels, defaultFilter(null), null))).toEqual([1, 2, 3, 4]);
    expect(defaultFilter(null).price).toEqual({ minPrice: 10, maxPrice: 100 });
  });

  it.each<[string, Partial<HotelFilter>, boolean]>([
    ['defaults', {}, false],
    ['a sort order alone', { sortBy: 'highReview' }, false],
    ['a narrowed price', { price: { minPrice: 9000, maxPrice: 30000 } }, true],
    ['a trip type', { tripType: ['solo'] }, true],
  ])('isFilter for %s is %p', (_case, change, isFilter) => {
    expect(withIsFilter(filter(change), bounds).isFilter).toBe(isFilter);
  });

  it('a range is narrowed only against loaded prices', () => {
    expect([priceNarrowed({ minPrice: 9000, maxPrice: 9000 }, null), priceNarrowed({ minPrice: 7900, maxPrice: 30100 }, bounds)]).toEqual([false, false]);
  });

  it('offers the prefectures present, by code', () => {
    expect(prefecturesIn(hotels)).toEqual([{ code: 13, name: 'Tokyo' }, { code: 27, name: 'Osaka' }]);
  });

  it.each([
    [null, { min: 10, max: 100, step: 1 }],
    [{ minPrice: 8150, maxPrice: 30020 }, { min: 8100, max: 30100, step: 100 }],
    [{ minPrice: 9000, maxPrice: 9000 }, { min: 9000, max: 9100, step: 100 }],
  ])('the slider scale around %p is %p', (range, scale) => {
    expect(sliderScale(range)).toEqual(scale);
  });

  it('ticks and unticks', () => {
    expect([toggled(['a'], 'b'), toggled(['a', 'b'], 'a')]).toEqual([['a', 'b'], ['b']]);
  });
});

describe('SPEC 9: cards in steps of 9', () => {
  it.each([
    [9, 81, 18, 9],
    [72, 81, 81, 9],
    [9, 16, 16, 7],
    [16, 16, 16, 0],
    [9, 5, 5, 0],
  ])('%p of %p shown: next step shows %p, with %p placeholders meanwhile', (visible, total, next, placeholders) => {
    expect([nextVisibleCount(visible, total), placeholdersFor(visible, total)]).toEqual([next, placeholders]);
  });
});
