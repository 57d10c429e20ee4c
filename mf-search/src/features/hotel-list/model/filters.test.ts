import { analyticsEvent, localeChanged } from '@hotel/bus';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import {
  $filter,
  $filterDraft,
  $filtering,
  $overlay,
  $sortDraft,
  $sorting,
  filterDoneClicked,
  filterPanelOpened,
  filterResetClicked,
  filterSortPicked,
  loadDictionariesFx,
  overlayDismissed,
  prefectureToggled,
  priceRangeMoved,
  sortDoneClicked,
  sortOptionPicked,
  sortOverlayOpened,
  tripTypeToggled,
} from './filters';
import { listRouteEntered, loadHotelsFx, loadPricesFx } from './hotels';
import { $result } from './list';
import { areas, price, summary } from './test-fixtures';

const osaka = { code: 27, name: 'Osaka', keyword: 'osaka' };
const hotels = [
  summary(1, { travelGoalTags: ['family'] }),
  summary(2, { prefecture: osaka }),
  summary(3, { travelGoalTags: ['couple', 'family'], prefecture: osaka }),
];
const route = { keyword: null, query: '', today: '2026-05-10', locale: 'en' as const };

async function opened() {
  const scope = fork({
    handlers: [
      [loadHotelsFx, () => Promise.resolve({ ...areas, hotels })],
      [loadPricesFx, () => Promise.resolve([price(1, 9000), price(2, 20000), price(3, 14000)])],
      [loadDictionariesFx, () => Promise.resolve({ amenities: [], tripTypes: [], mealTypes: [], popularFilters: [] })],
    ],
  });
  await allSettled(listRouteEntered, { scope, params: route });
  return scope;
}

function recordAnalytics(scope: Scope) {
  const events: unknown[] = [];
  createWatch({ unit: analyticsEvent, scope, fn: (event) => events.push(event) });
  return events;
}

const order = (scope: Scope) => scope.getState($result).map((h) => h.hotelID);

describe('sort overlay (SPEC 2.4: one at a time, Done applies; SPEC 4: loading flag for 300 ms)', () => {
  it('starts at lowestToHighest', async () => {
    const scope = await opened();
    expect([scope.getState($filter).sortBy, order(scope)]).toEqual(['lowestToHighest', [1, 3, 2]]);
  });

  it('a pick is only a draft until Done', async () => {
    const scope = await opened();
    await allSettled(sortOverlayOpened, { scope });
    await allSettled(sortOptionPicked, { scope, params: 'highestToLowest' });
    expect([scope.getState($sortDraft), scope.getState($filter).sortBy]).toEqual(['highestToLowest', 'lowestToHighest']);
    await allSettled(overlayDismissed, { scope });
    await allSettled(sortOverlayOpened, { scope });
    expect(scope.getState($sortDraft)).toBe('lowestToHighest');
  });

  it('Done applies, closes, raises filterBy and keeps the loading flag on for 300 ms', async () => {
    const scope = await opened();
    const events = recordAnalytics(scope);
    await allSettled(sortOverlayOpened, { scope });
    await allSettled(sortOptionPicked, { scope, params: 'highestToLowest' });
    const settled = allSettled(sortDoneClicked, { scope });
    expect([order(scope), scope.getState($overlay), scope.getState($sorting)]).toEqual([[2, 3, 1], null, true]);
    const started = Date.now();
    await settled;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(scope.getState($sorting)).toBe(false);
    expect(events).toEqual([expect.objectContaining({ event: 'filterBy', sortBy: 'highestToLowest', isFilter: false })]);
  });
});

describe('filter panel (SPEC 2.4, 3: Done saves and closes, Reset restores defaults; SPEC 4: 200 ms)', () => {
  it('opens with the applied filter as its draft, the range from the loaded prices', async () => {
    const scope = await opened();
    await allSettled(filterPanelOpened, { scope });
    expect([scope.getState($overlay), scope.getState($filterDraft).price]).toEqual(['filter', { minPrice: 9000, maxPrice: 20000 }]);
  });

  it('Done applies the draft (with isFilter), closes, and raises filterBy', async () => {
    const scope = await opened();
    const events = recordAnalytics(scope);
    await allSettled(filterPanelOpened, { scope });
    await allSettled(prefectureToggled, { scope, params: 27 });
    await allSettled(tripTypeToggled, { scope, params: 'family' });
    expect(order(scope)).toEqual([1, 3, 2]);
    const settled = allSettled(filterDoneClicked, { scope });
    expect([order(scope), scope.getState($filter).isFilter, scope.getState($overlay), scope.getState($filtering)]).toEqual([[3], true, null, true]);
    await settled;
    expect(scope.getState($filtering)).toBe(false);
    expect(events).toEqual([expect.objectContaining({ event: 'filterBy', prefecture: [27], tripType: ['family'], isFilter: true })]);
  });

  it('a price range keeps the hotels priced inside it', async () => {
    const scope = await opened();
    await allSettled(filterPanelOpened, { scope });
    await allSettled(priceRangeMoved, { scope, params: { minPrice: 10000, maxPrice: 20000 } });
    await allSettled(filterDoneClicked, { scope });
    expect(order(scope)).toEqual([3, 2]);
  });

  it('Reset restores the defaults at once and keeps the panel open', async () => {
    const scope = await opened();
    await allSettled(filterPanelOpened, { scope });
    await allSettled(prefectureToggled, { scope, params: 27 });
    await allSettled(filterDoneClicked, { scope });
    await allSettled(filterPanelOpened, { scope });
    await allSettled(filterResetClicked, { scope });
    expect([order(scope), scope.getState($filter).isFilter, scope.getState($filterDraft).prefecture, scope.getState($overlay)]).toEqual([
      [1, 3, 2],
      false,
      [],
      'filter',
    ]);
  });

  it('sort and filter overlays are mutually exclusive', async () => {
    const scope = await opened();
    await allSettled(sortOverlayOpened, { scope });
    await allSettled(filterPanelOpened, { scope });
    expect(scope.getState($overlay)).toBe('filter');
  });

  it('another place drops the filters but keeps the sort order', async () => {
    const scope = await opened();
    await allSettled(filterPanelOpened, { scope });
    await allSettled(prefectureToggled, { scope, params: 27 });
    await allSettled(filterSortPicked, { scope, params: 'mostPopular' });
    await allSettled(filterDoneClicked, { scope });
    await allSettled(listRouteEntered, { scope, params: { ...route, keyword: 'Tokyo' } });
    expect(scope.getState($filter)).toMatchObject({ prefecture: [], sortBy: 'mostPopular', isFilter: false });
  });

  it('SPEC 4: a language change closes the overlays', async () => {
    const scope = await opened();
    await allSettled(filterPanelOpened, { scope });
    await allSettled(localeChanged, { scope, params: 'en' });
    expect(scope.getState($overlay)).toBeNull();
  });
});

