import type { AreaType, ContentArea, ContentHotelSummary, HotelsAndAreasResponse, RecentSearch } from '@hotel/contracts';
import { prefectures } from '@hotel/domain';
import { type Destination, destinationOfRecent } from '../lib/destination';

export type PlacesData = HotelsAndAreasResponse['data'];

/** SPEC 2.3, 9: top 5 hotels, see-all beyond, at most 10 suggestions. */
export const suggestionLimits = { hotels: 5, total: 10, nearby: 5 } as const;

export type SuggestionOption =
  | { kind: 'place'; key: string; destination: Destination; hint: string | null; count: number | null; areaType: AreaType | null }
  | { kind: 'seeAll'; key: string; destination: Destination; count: number }
  | { kind: 'nearMe'; key: string };

/** A titled run of options; `title` is a message id, or a place name shown as it is. */
export interface SuggestionGroup {
  key: string;
  title: { messageId: string } | { text: string };
  options: SuggestionOption[];
}

function hotelOption(hotel: ContentHotelSummary, keyPrefix: string): SuggestionOption {
  return {
    kind: 'place',
    key: `${keyPrefix}hotel:${hotel.hotelID}`,
    destination: { kind: 'hotel', id: String(hotel.hotelID), name: hotel.name },
    hint: [hotel.prefecture.name, hotel.city].filter(Boolean).join(' '),
    count: null,
    areaType: null,
  };
}

function areaDestination(area: ContentArea): Destination {
  if ((area.type === 'region' || area.type === 'prefecture') && area.keyword) {
    return { kind: area.type, id: area.id, name: area.name, keyword: area.keyword };
  }
  if (area.type === 'city' || area.type === 'district') return { kind: area.type, id: area.id, name: area.name };
  return { kind: 'keyword', name: area.name };
}

function areaOption(area: ContentArea): SuggestionOption {
  return {
    kind: 'place',
    key: `area:${area.id}`,
    destination: areaDestination(area),
    hint: area.prefecture?.name ?? null,
    count: area.hotel_count,
    areaType: area.type,
  };
}

/**
 * Suggestions for a typed keyword: matching areas (best match first), then the first 5 hotels and a
 * "see all N hotels" option when more match; 10 options at most, the hotels always kept.
 */
export function typedSuggestions(data: PlacesData, keyword: string): SuggestionGroup[] {
  const hotels = data.hotels.slice(0, suggestionLimits.hotels).map((hotel) => hotelOption(hotel, ''));
  if (data.hotels.length > suggestionLimits.hotels) {
    const count = data.hotels.length;
    hotels.push({ kind: 'seeAll', key: 'see-all', destination: { kind: 'keyword', name: keyword }, count });
  }
  // Issue 13: the content API ranks by relevance (whole name, then prefix, then a word; kana and romaji read
  // alike) and the widest area first at one level; sorting by kind here put 東京都 above 京都府 for 京都.
  const areas = data.areas.slice(0, suggestionLimits.total - hotels.length).map(areaOption);
  const groups: SuggestionGroup[] = [
    { key: 'areas', title: { messageId: 'search.box.location.areas' }, options: areas },
    { key: 'hotels', title: { messageId: 'search.box.location.hotels' }, options: hotels },
  ];
  return groups.filter((group) => group.options.length > 0);
}

function prefectureCode(area: ContentArea): number | null {
  return prefectures.find((p) => p.keyword === area.keyword)?.code ?? null;
}

/** SPEC 2.3: the default destination list, each prefecture followed by its cities. */
export function destinationGroups(data: PlacesData): SuggestionGroup[] {
  const cities = data.areas.filter((area) => area.type === 'city');
  return data.areas
    .filter((area) => area.type === 'prefecture')
    .map((prefecture) => {
      const code = prefectureCode(prefecture);
      const inside = cities.filter((city) => city.prefecture !== null && city.prefecture.code === code);
      return { key: `pref:${prefecture.id}`, title: { text: prefecture.name }, options: [prefecture, ...inside].map(areaOption) };
    });
}

export interface NearMeGroupInput {
  offered: boolean;
  nearby: readonly ContentHotelSummary[] | null;
}

/** The focused, empty field: recent searches (at most 3), near-me and its hotels, then the destination list. */
export function emptyFieldSuggestions(
  recent: readonly RecentSearch[],
  nearMe: NearMeGroupInput,
  directory: PlacesData | null,
): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [];
  if (recent.length > 0) {
    const options = recent.slice(0, 3).map((search): SuggestionOption => ({
      kind: 'place',
      key: `recent:${search.kind}:${search.id}`,
      destination: destinationOfRecent(search),
      hint: null,
      count: null,
      areaType: null,
    }));
    groups.push({ key: 'recent', title: { messageId: 'search.box.location.recent' }, options });
  }
  if (nearMe.offered) {
    const nearby = (nearMe.nearby ?? []).slice(0, suggestionLimits.nearby).map((hotel) => hotelOption(hotel, 'near:'));
    groups.push({ key: 'near-me', title: { messageId: 'search.box.location.nearMeGroup' }, options: [{ kind: 'nearMe', key: 'near-me' }, ...nearby] });
  }
  return directory ? [...groups, ...destinationGroups(directory)] : groups;
}

export function flatOptions(groups: readonly SuggestionGroup[]): SuggestionOption[] {
  return groups.flatMap((group) => group.options);
}

/** SPEC 2.3: arrow keys move the highlight and wrap around; -1 is no highlight. */
export function movedHighlight(current: number, count: number, direction: 'next' | 'previous'): number {
  if (count === 0) return -1;
  if (direction === 'next') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** SPEC 9 near-me: the 5 nearest hotels, nearest first. */
export function nearestHotels(hotels: readonly ContentHotelSummary[]): ContentHotelSummary[] {
  return [...hotels]
    .sort((a, b) => (a.distanceToUser ?? Number.POSITIVE_INFINITY) - (b.distanceToUser ?? Number.POSITIVE_INFINITY))
    .slice(0, suggestionLimits.nearby);
}
