import type { ListHotel } from './list-hotel';

/** SPEC 2.4, 9: the hotel list's sort options; lowestToHighest is the default. */
export const sortOptions = ['mostPopular', 'highestToLowest', 'lowestToHighest', 'distance', 'highReview'] as const;
export type SortBy = (typeof sortOptions)[number];
export const defaultSort: SortBy = 'lowestToHighest';

type Compare = (a: ListHotel, b: ListHotel) => number;

const byPopularity: Compare = (a, b) => a.popularOrder - b.popularOrder || a.hotelID - b.hotelID;

/** Unknown values go last whatever the direction. */
function nullsLast(value: (hotel: ListHotel) => number | null, direction: 1 | -1): Compare {
  return (a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * direction;
  };
}

function then(...compares: Compare[]): Compare {
  return (a, b) => {
    for (const compare of compares) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

const compares: Record<SortBy, Compare> = {
  mostPopular: byPopularity,
  lowestToHighest: then(nullsLast((h) => h.price, 1), byPopularity),
  highestToLowest: then(nullsLast((h) => h.price, -1), byPopularity),
  distance: then(nullsLast((h) => h.distanceToUser, 1), byPopularity),
  highReview: then(nullsLast((h) => h.reviewScore, -1), (a, b) => b.numberOfReviews - a.numberOfReviews, byPopularity),
};

/** SPEC 2.4: priced hotels first, then unpriced, each group in the chosen order (popularity breaks ties). */
export function orderHotels(hotels: readonly ListHotel[], sortBy: SortBy): ListHotel[] {
  const compare = compares[sortBy];
  const priced = hotels.filter((hotel) => hotel.price !== null).sort(compare);
  const unpriced = hotels.filter((hotel) => hotel.price === null).sort(compare);
  return [...priced, ...unpriced];
}

/** The distance order needs a known location: some hotel must carry a distance to the visitor. */
export function distanceKnown(hotels: readonly ListHotel[]): boolean {
  return hotels.some((hotel) => hotel.distanceToUser !== null);
}
