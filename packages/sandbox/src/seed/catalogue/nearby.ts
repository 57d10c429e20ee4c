import type { HotelSeed } from '../catalogue-types';
import { distanceKm } from './geo';

const maxNearby = 4;
/** Further than this is another trip, not a hotel "nearby". */
const maxDistanceKm = 120;

type Located = Pick<HotelSeed, 'id' | 'regionKeyword' | 'latitude' | 'longitude'>;

/** Up to four other hotels of the same area, nearest first (SPEC 2.5 nearby hotels). */
export function nearbyHotelIds(hotel: Located, all: readonly Located[]): number[] {
  return all
    .filter((other) => other.id !== hotel.id && other.regionKeyword === hotel.regionKeyword)
    .map((other) => ({ id: other.id, km: distanceKm(hotel, other) }))
    .filter(({ km }) => km <= maxDistanceKm)
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .slice(0, maxNearby)
    .map(({ id }) => id);
}
