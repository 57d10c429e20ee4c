import type { BookingData, RecentSearch } from '@hotel/contracts';

/** A place the visitor picked from the suggestions; a keyword is the "see all hotels" choice. */
export type Destination =
  | { kind: 'hotel'; id: string; name: string }
  | { kind: 'region' | 'prefecture'; id: string; name: string; keyword: string }
  | { kind: 'city' | 'district'; id: string; name: string }
  | { kind: 'keyword'; name: string };

/** The booking fields a picked place sets (SPEC 3: location, searchType, hotelID). */
export function destinationPatch(destination: Destination): Partial<BookingData> {
  const place = { location: destination.name, hotelID: null, areaKeyword: null };
  switch (destination.kind) {
    case 'hotel':
      return { ...place, searchType: 'hotel', hotelID: destination.id };
    case 'region':
    case 'prefecture':
      return { ...place, searchType: 'area', areaKeyword: destination.keyword };
    case 'city':
    case 'district':
      return { ...place, searchType: destination.kind };
    default:
      return { ...place, searchType: null };
  }
}

/** SPEC 9: a pick is remembered as a recent search; a bare keyword is not a place to come back to. */
export function recentSearchOf(destination: Destination): RecentSearch | null {
  if (destination.kind === 'keyword') return null;
  const keyword = 'keyword' in destination ? destination.keyword : null;
  return { kind: destination.kind, id: destination.id, name: destination.name, keyword };
}

export function destinationOfRecent(recent: RecentSearch): Destination {
  const { kind, id, name } = recent;
  if (kind === 'region' || kind === 'prefecture') {
    return recent.keyword ? { kind, id, name, keyword: recent.keyword } : { kind: 'keyword', name };
  }
  return { kind, id, name };
}
