import type { MealType, TripType } from '@hotel/contracts';
import { type Offer, shownPrice } from './offers';

/** Plan features a visitor can ask for (every one asked for must hold). */
export type PlanFeature = 'members_only' | 'free_cancellation' | 'pay_at_hotel' | 'discount';

/** SPEC 2.5 filter model: status, priceRange, planType, mealType, roomType and tripType. */
export interface RoomFilters {
  /** `available`: hide sold-out rates (listed only when a search includes occupied rooms). */
  status: 'all' | 'available';
  /** Slider thumbs, in percent of the loaded price span (SPEC 9: the room filter runs 0 to 100). */
  priceRange: [number, number];
  planFeatures: PlanFeature[];
  mealTypes: MealType[];
  /** Room type codes; empty means every room type. */
  roomTypes: string[];
  nonSmoking: boolean;
  tripTypes: TripType[];
}

export const fullPriceRange: [number, number] = [0, 100];

export const defaultFilters: RoomFilters = {
  status: 'all',
  priceRange: fullPriceRange,
  planFeatures: [],
  mealTypes: [],
  roomTypes: [],
  nonSmoking: false,
  tripTypes: [],
};

export interface PriceSpan {
  min: number;
  max: number;
}

/** The cheapest and dearest price shown among the loaded rates; null before any price is known. */
export function priceSpan(offers: readonly Offer[], isMember: boolean): PriceSpan | null {
  if (offers.length === 0) return null;
  const prices = offers.map((offer) => shownPrice(offer.rate, isMember));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The price a slider position stands for; without prices the positions are the SPEC 9 default, 0 to 100. */
export function priceAtPercent(span: PriceSpan | null, percent: number): number {
  if (!span) return percent;
  return Math.round(span.min + ((span.max - span.min) * percent) / 100);
}

function isFullRange(range: readonly [number, number]): boolean {
  return range[0] <= fullPriceRange[0] && range[1] >= fullPriceRange[1];
}

function hasFeature(offer: Offer, feature: PlanFeature): boolean {
  const { rate } = offer;
  switch (feature) {
    case 'members_only':
      return rate.members_only;
    case 'free_cancellation':
      return rate.cancellation_free_deadline !== null;
    case 'pay_at_hotel':
      return rate.payment_method.includes('onsite');
    case 'discount':
      return rate.non_sign_in_discount !== null || rate.sign_in_discount !== null;
  }
}

function anyOf<T>(chosen: readonly T[], test: (value: T) => boolean): boolean {
  return chosen.length === 0 || chosen.some(test);
}

/** SPEC 2.5: a rate is kept when it passes every group; within a group, any chosen option will do. */
export function offerMatches(offer: Offer, filters: RoomFilters, isMember: boolean, span: PriceSpan | null): boolean {
  const { room, rate } = offer;
  if (filters.status === 'available' && !rate.available) return false;
  if (!filters.planFeatures.every((feature) => hasFeature(offer, feature))) return false;
  if (!anyOf(filters.mealTypes, (meal) => rate.meal_type === meal)) return false;
  if (!anyOf(filters.roomTypes, (code) => room.room_type_code === code)) return false;
  if (filters.nonSmoking && room.is_smoking) return false;
  if (!anyOf(filters.tripTypes, (trip) => rate.trip_types.includes(trip))) return false;
  if (isFullRange(filters.priceRange) || !span) return true;
  // "Only room rates within the slider range are kept."
  const price = shownPrice(rate, isMember);
  return price >= priceAtPercent(span, filters.priceRange[0]) && price <= priceAtPercent(span, filters.priceRange[1]);
}

/** How many filter choices differ from the defaults (shown on the filter button). */
export function activeFilterCount(filters: RoomFilters): number {
  return (
    (filters.status === 'available' ? 1 : 0) +
    (isFullRange(filters.priceRange) ? 0 : 1) +
    filters.planFeatures.length +
    filters.mealTypes.length +
    filters.roomTypes.length +
    (filters.nonSmoking ? 1 : 0) +
    filters.tripTypes.length
  );
}

export interface FilterOptions {
  roomTypes: Array<{ code: string; name: string }>;
  mealTypes: MealType[];
  tripTypes: TripType[];
  planFeatures: PlanFeature[];
  hasSmokingRooms: boolean;
  hasSoldOut: boolean;
}

const allFeatures: PlanFeature[] = ['members_only', 'free_cancellation', 'pay_at_hotel', 'discount'];

/** Only choices that some loaded rate offers, so no option leads to an empty list by itself. */
export function filterOptions(offers: readonly Offer[]): FilterOptions {
  const roomTypes = new Map<string, string>();
  for (const { room } of offers) roomTypes.set(room.room_type_code, room.room_type_name);
  const distinct = <T>(values: T[]) => [...new Set(values)];
  return {
    roomTypes: [...roomTypes].map(([code, name]) => ({ code, name })),
    mealTypes: distinct(offers.map((offer) => offer.rate.meal_type)),
    tripTypes: distinct(offers.flatMap((offer) => offer.rate.trip_types)),
    planFeatures: allFeatures.filter((feature) => offers.some((offer) => hasFeature(offer, feature))),
    hasSmokingRooms: offers.some((offer) => offer.room.is_smoking),
    hasSoldOut: offers.some((offer) => !offer.rate.available),
  };
}
