import { defaultSort, type SortBy } from './hotel-order';
import type { ListHotel, PriceRange } from './list-hotel';

/** SPEC 3 hotel filter model. `prefecture` holds the JIS codes ticked; none ticked means every prefecture. */
export interface HotelFilter {
  sortBy: SortBy;
  tripType: string[];
  popularFilterList: string[];
  price: PriceRange;
  prefecture: number[];
  isFilter: boolean;
}

/** SPEC 9: the price slider shows 10 to 100 until prices load. */
export const defaultPriceRange: PriceRange = { minPrice: 10, maxPrice: 100 };

/** SPEC 2.4 Reset: every hotel, the default order, the whole range of the loaded prices. */
export function defaultFilter(bounds: PriceRange | null): HotelFilter {
  return { sortBy: defaultSort, tripType: [], popularFilterList: [], price: bounds ?? defaultPriceRange, prefecture: [], isFilter: false };
}

/**
 * Popular filters of the content dictionary, read as amenity tags of the hotel summary (amenity ids of the
 * same dictionary): onsen = natural hot spring (25), parking (31), breakfast (42), free_wifi = Free Wi-Fi (1).
 * `near_station` has no amenity: the summary carries no access data, so it is not offered until it does.
 */
export const popularFilterAmenities: Readonly<Record<string, readonly number[]>> = {
  onsen: [25],
  parking: [31],
  breakfast: [42],
  free_wifi: [1],
};

export function offeredPopularFilters<T extends { id: string }>(filters: readonly T[]): T[] {
  return filters.filter((filter) => filter.id in popularFilterAmenities);
}

/** A range narrower than the loaded prices; before prices load no range narrows anything. */
export function priceNarrowed(price: PriceRange, bounds: PriceRange | null): boolean {
  return bounds !== null && (price.minPrice > bounds.minPrice || price.maxPrice < bounds.maxPrice);
}

/** How many filters narrow the list (the Filter button's badge). */
export function activeFilterCount(filter: HotelFilter, bounds: PriceRange | null): number {
  const price = priceNarrowed(filter.price, bounds) ? 1 : 0;
  return filter.tripType.length + filter.popularFilterList.length + filter.prefecture.length + price;
}

/** SPEC 3 `isFilter`: whether anything narrows the list. */
export function withIsFilter(filter: HotelFilter, bounds: PriceRange | null): HotelFilter {
  return { ...filter, isFilter: activeFilterCount(filter, bounds) > 0 };
}

function hasPopularFeature(hotel: ListHotel, id: string): boolean {
  const amenities = popularFilterAmenities[id] ?? [];
  return hotel.amenityTags.some((tag) => amenities.includes(tag.id));
}

/**
 * A hotel stays when it is in a ticked prefecture (any), suits a ticked trip type (any), has every ticked
 * popular feature, and, once the range is narrowed, has a price inside it (an unpriced hotel then goes).
 */
export function hotelMatches(hotel: ListHotel, filter: HotelFilter, bounds: PriceRange | null): boolean {
  if (filter.prefecture.length > 0 && !filter.prefecture.includes(hotel.prefecture.code)) return false;
  if (filter.tripType.length > 0 && !filter.tripType.some((trip) => hotel.travelGoalTags.includes(trip))) return false;
  if (!filter.popularFilterList.every((id) => hasPopularFeature(hotel, id))) return false;
  if (!priceNarrowed(filter.price, bounds)) return true;
  return hotel.price !== null && hotel.price >= filter.price.minPrice && hotel.price <= filter.price.maxPrice;
}

export function filterHotels(hotels: readonly ListHotel[], filter: HotelFilter, bounds: PriceRange | null): ListHotel[] {
  return hotels.filter((hotel) => hotelMatches(hotel, filter, bounds));
}

/** The prefectures present in a result, by JIS code, named as the content API named them. */
export function prefecturesIn(hotels: readonly ListHotel[]): Array<{ code: number; name: string }> {
  const byCode = new Map(hotels.map((hotel) => [hotel.prefecture.code, hotel.prefecture.name]));
  return [...byCode].sort(([a], [b]) => a - b).map(([code, name]) => ({ code, name }));
}

/** The slider's own scale: whole hundreds of yen around the loaded prices (10 to 100 before they load). */
export function sliderScale(bounds: PriceRange | null): { min: number; max: number; step: number } {
  if (!bounds) return { min: defaultPriceRange.minPrice, max: defaultPriceRange.maxPrice, step: 1 };
  const min = Math.floor(bounds.minPrice / 100) * 100;
  return { min, max: Math.max(min + 100, Math.ceil(bounds.maxPrice / 100) * 100), step: 100 };
}

/** A ticked value unticked, or an unticked one ticked. */
export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
