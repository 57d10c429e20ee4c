import type { MealType } from '@hotel/contracts';
import { defaultFilters, type PlanFeature, type RoomFilters } from './filters';

function withFeature(feature: PlanFeature) {
  return (filters: RoomFilters): RoomFilters => ({ ...filters, planFeatures: [...filters.planFeatures, feature] });
}

function withMeals(meals: MealType[]) {
  return (filters: RoomFilters): RoomFilters => ({ ...filters, mealTypes: [...new Set([...filters.mealTypes, ...meals])] });
}

/** The engine's room search filter ids (search bar settings) and the filter choices each stands for. */
const presets: Record<string, (filters: RoomFilters) => RoomFilters> = {
  non_smoking: (filters) => ({ ...filters, nonSmoking: true }),
  // Dinner-and-breakfast plans include breakfast too.
  breakfast: withMeals(['breakfast', 'two_meals']),
  free_cancellation: withFeature('free_cancellation'),
  members_only: withFeature('members_only'),
  pay_at_hotel: withFeature('pay_at_hotel'),
};

/**
 * SPEC 2.5 `room_search_filters`: the ids of a link pre-select filters. Only ids the hotel offers count
 * (`offered` from its search bar settings; null when they could not be loaded: every known id counts).
 */
export function presetFilters(ids: readonly string[], offered: readonly string[] | null): RoomFilters {
  return [...new Set(ids)]
    .filter((id) => offered === null || offered.includes(id))
    .reduce((filters, id) => presets[id]?.(filters) ?? filters, defaultFilters);
}
