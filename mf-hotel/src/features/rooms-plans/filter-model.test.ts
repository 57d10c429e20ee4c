import { allSettled } from 'effector';
import {
  $draftMatches,
  $filterDisabled,
  $filters,
  $plansShown,
  $roomsShown,
  draftChanged,
  filterPanelClosed,
  filterPanelOpened,
  filtersApplied,
  sortChosen,
} from './filter-model';
import { defaultFilters } from './lib/filters';
import { retryClicked } from './model';
import { rate, room } from './testing/fixtures';
import { openAt, roomsScope, urlOf } from './testing/scope';

const rooms = [
  room('DBL', [rate('DBL', 'ROOM', 30_000), rate('DBL', 'BRK', 40_000, { meal_type: 'breakfast' })]),
  room('SMK', [rate('SMK', 'ROOM', 20_000)], { is_smoking: true }),
];

describe('sort and filter of the rooms (SPEC 2.5)', () => {
  it('pre-selects the filters of a link’s room_search_filters', async () => {
    const { scope } = roomsScope({ rooms });
    await openAt(scope, urlOf({ room_search_filters: 'non_smoking,breakfast' }));
    expect(scope.getState($filters)).toMatchObject({ nonSmoking: true, mealTypes: ['breakfast', 'two_meals'] });
    expect(scope.getState($roomsShown).map((r) => r.room_type_code)).toEqual(['DBL']);
    expect(scope.getState($roomsShown)[0]?.rates.map((r) => r.room_plan_code)).toEqual(['BRK']);
  });

  it('edits a copy in the panel: Done applies it, closing drops it', async () => {
    const { scope } = roomsScope({ rooms });
    await openAt(scope, urlOf({}));
    await allSettled(filterPanelOpened, { scope });
    await allSettled(draftChanged, { scope, params: { nonSmoking: true } });
    expect(scope.getState($draftMatches)).toBe(2);
    await allSettled(filterPanelClosed, { scope });
    expect(scope.getState($filters)).toEqual(defaultFilters);
    await allSettled(filterPanelOpened, { scope });
    await allSettled(draftChanged, { scope, params: { priceRange: [60, 100] } });
    await allSettled(filtersApplied, { scope });
    // 20 000 to 40 000: 60 % and up is 32 000 and up.
    expect(scope.getState($plansShown).map((p) => p.code)).toEqual(['BRK']);
  });

  it('sorts client-side and keeps the filters; a new search starts the price slider again', async () => {
    const { scope } = roomsScope({ rooms });
    await openAt(scope, urlOf({}));
    expect(scope.getState($roomsShown).map((r) => r.room_type_code)).toEqual(['SMK', 'DBL']);
    await allSettled(sortChosen, { scope, params: 'price_high_to_low' });
    expect(scope.getState($roomsShown).map((r) => r.room_type_code)).toEqual(['DBL', 'SMK']);
    await allSettled(filterPanelOpened, { scope });
    await allSettled(draftChanged, { scope, params: { priceRange: [60, 100], mealTypes: ['room_only'] } });
    await allSettled(filtersApplied, { scope });
    await allSettled(retryClicked, { scope });
    expect(scope.getState($filters)).toMatchObject({ priceRange: [0, 100], mealTypes: ['room_only'] });
  });

  it('disables the filter button while rooms load or when there are none', async () => {
    const { scope } = roomsScope({ rooms: [] });
    expect(scope.getState($filterDisabled)).toBe(true);
    await openAt(scope, urlOf({ rooms: '[{"adults":2,"children":[]}]' }));
    expect(scope.getState($filterDisabled)).toBe(true);
    const loaded = roomsScope({ rooms });
    await openAt(loaded.scope, urlOf({}));
    expect(loaded.scope.getState($filterDisabled)).toBe(false);
  });
});
