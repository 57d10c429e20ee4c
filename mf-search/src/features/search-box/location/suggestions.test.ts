import {
  destinationGroups,
  emptyFieldSuggestions,
  flatOptions,
  movedHighlight,
  nearestHotels,
  suggestionLimits,
  typedSuggestions,
} from './suggestions';
import { area, hokkaido, hotel, kanto, places, sapporo, shinjukuCity, tokyo } from './test-places';

describe('typed suggestions (SPEC 2.3, 9: top 5 hotels, see-all beyond, at most 10)', () => {
  it('offers the first 5 hotels and a "see all N hotels" option when more match', () => {
    const options = flatOptions(typedSuggestions(places(12), '東京'));
    expect(options.filter((o) => o.kind === 'place')).toHaveLength(5);
    const seeAll = options.at(-1);
    expect(seeAll).toMatchObject({ kind: 'seeAll', count: 12, destination: { kind: 'keyword', name: '東京' } });
  });

  it('has no see-all option with 5 hotels or fewer', () => {
    const options = flatOptions(typedSuggestions(places(5), 'さくら'));
    expect(options).toHaveLength(5);
    expect(options.some((o) => o.kind === 'seeAll')).toBe(false);
  });

  it('puts areas first, in the order the content API ranks them, and caps the whole list at 10', () => {
    const areas = [kanto, shinjukuCity, tokyo, ...Array.from({ length: 8 }, (_, i) => area('district', `地区${i}`))];
    const groups = typedSuggestions(places(9, areas), '東');
    const options = flatOptions(groups);
    expect(options).toHaveLength(suggestionLimits.total);
    expect(groups.map((g) => g.key)).toEqual(['areas', 'hotels']);
    // 5 hotels and see-all take 6 places: the 4 best areas remain.
    expect(options.slice(0, 4).map((o) => (o.kind === 'place' ? o.areaType : null))).toEqual(['region', 'city', 'prefecture', 'district']);
  });

  it('issue 13: keeps the best match first, even a prefecture before a wider region that matched less well', () => {
    const kyoto = area('prefecture', '京都府', { keyword: 'kyoto' });
    const kansai = area('region', '関西', { keyword: 'kansai' });
    const options = flatOptions(typedSuggestions(places(0, [kyoto, kansai]), 'kyoto'));
    expect(options.map((o) => (o.kind === 'place' ? o.destination.name : null))).toEqual(['京都府', '関西']);
  });

  it('turns areas into destinations: prefectures and regions by keyword, cities and districts by name', () => {
    const options = flatOptions(typedSuggestions(places(0, [tokyo, shinjukuCity]), '新宿'));
    expect(options.map((o) => (o.kind === 'nearMe' ? null : o.destination))).toEqual([
      { kind: 'prefecture', id: tokyo.id, name: '東京都', keyword: 'tokyo' },
      { kind: 'city', id: shinjukuCity.id, name: '新宿区' },
    ]);
  });
});

describe('the empty field (SPEC 2.3: recent searches, near-me, destinations by prefecture)', () => {
  const directory = { areas: [hokkaido, sapporo, tokyo, shinjukuCity, kanto], hotels: [] };

  it('lists each prefecture followed by its cities', () => {
    const groups = destinationGroups(directory);
    expect(groups.map((g) => ('text' in g.title ? g.title.text : ''))).toEqual(['北海道', '東京都']);
    expect(groups[1]?.options.map((o) => (o.kind === 'place' ? o.destination.name : ''))).toEqual(['東京都', '新宿区']);
  });

  it('shows at most 3 recent searches, then near-me with its nearest hotels, then the destinations', () => {
    const recent = [1, 2, 3, 4].map((i) => ({ kind: 'hotel' as const, id: String(i), name: `Hotel ${i}` }));
    const nearby = [hotel(7, 'Near 1', { distanceToUser: 0.4 })];
    const groups = emptyFieldSuggestions(recent, { offered: true, nearby }, directory);
    expect(groups.map((g) => g.key)).toEqual(['recent', 'near-me', 'pref:prefecture:北海道', 'pref:prefecture:東京都']);
    expect(groups[0]?.options).toHaveLength(3);
    expect(groups[1]?.options.map((o) => o.kind)).toEqual(['nearMe', 'place']);
  });

  it('leaves near-me out where it is not offered', () => {
    const groups = emptyFieldSuggestions([], { offered: false, nearby: null }, null);
    expect(groups).toEqual([]);
  });
});

describe('highlight (SPEC 2.3: arrows move it and wrap around)', () => {
  it.each([
    [-1, 'next', 0],
    [0, 'next', 1],
    [3, 'next', 0],
    [-1, 'previous', 3],
    [0, 'previous', 3],
    [2, 'previous', 1],
  ] as const)('from %i, %s of 4 options goes to %i', (from, direction, to) => {
    expect(movedHighlight(from, 4, direction)).toBe(to);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(movedHighlight(-1, 0, 'next')).toBe(-1);
  });
});

it('near-me keeps the 5 nearest hotels, nearest first (SPEC 9)', () => {
  const hotels = [5, 1, 3, 0.5, 2, 4].map((km, i) => hotel(i, `H${km}`, { distanceToUser: km }));
  expect(nearestHotels(hotels).map((h) => h.distanceToUser)).toEqual([0.5, 1, 2, 3, 4]);
});
