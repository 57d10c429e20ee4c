import { analyticsEvent, localeChanged, onlineChanged } from '@hotel/bus';
import { allSettled, createWatch, fork } from 'effector';
import { listRouteEntered, loadHotelsFx, loadPricesFx } from './hotels';
import { $grid, $hasMore, $loadingMore, $placeholders, $shown, $visibleCount, $visibleHotels, listEndReached, revealMoreFx } from './list';
import { areas, price, summary } from './test-fixtures';
import { $boundsIds, $fullMap, $view, fullMapToggled, mapSettled, viewChosen } from './view';
import { $overlay, sortOverlayOpened } from './filters';

const hotels = Array.from({ length: 20 }, (_, i) => summary(i + 1));
const route = { keyword: null, query: '', today: '2026-05-10', locale: 'en' as const };
const bounds = { south: 35, west: 139, north: 36, east: 140 };

const allPrices = () => hotels.map((h) => price(h.hotelID, h.hotelID % 4 === 0 ? null : 10000 + h.hotelID));

function scopeWith(options: { hotels?: () => Promise<unknown>; prices?: () => Promise<unknown>; reveal?: () => Promise<void> } = {}) {
  return fork({
    handlers: [
      [loadHotelsFx, options.hotels ?? (() => Promise.resolve({ ...areas, hotels }))],
      [loadPricesFx, options.prices ?? (() => Promise.resolve(allPrices()))],
      [revealMoreFx, options.reveal ?? (() => Promise.resolve())],
    ],
  });
}

describe('list and map views (SPEC 2.4, 4)', () => {
  it('the toggle is ignored while hotels load', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const scope = scopeWith({ hotels: () => new Promise((resolve) => (answer = resolve)) });
    const loading = allSettled(listRouteEntered, { scope, params: route });
    void allSettled(viewChosen, { scope, params: 'map' });
    expect(scope.getState($view)).toBe('list');
    answer({ ...areas, hotels });
    await loading;
    await allSettled(viewChosen, { scope, params: 'map' });
    expect(scope.getState($view)).toBe('map');
  });

  it('switching raises the view type event and closes the sort and filter overlays', async () => {
    const scope = scopeWith();
    const events: unknown[] = [];
    createWatch({ unit: analyticsEvent, scope, fn: (event) => events.push(event) });
    await allSettled(listRouteEntered, { scope, params: route });
    await allSettled(sortOverlayOpened, { scope });
    await allSettled(viewChosen, { scope, params: 'map' });
    expect([scope.getState($view), scope.getState($overlay), events]).toEqual(['map', null, [{ event: 'viewTypeSelection', viewType: 'map' }]]);
  });

  it('a language change resets the view to the list; so does going offline', async () => {
    const scope = scopeWith();
    await allSettled(listRouteEntered, { scope, params: route });
    await allSettled(viewChosen, { scope, params: 'map' });
    await allSettled(localeChanged, { scope, params: 'en' });
    expect(scope.getState($view)).toBe('list');
    await allSettled(viewChosen, { scope, params: 'map' });
    await allSettled(onlineChanged, { scope, params: false });
    expect(scope.getState($view)).toBe('list');
    await allSettled(viewChosen, { scope, params: 'map' });
    expect(scope.getState($view)).toBe('list');
  });

  it('the full map toggles, and ends with the map view', async () => {
    const scope = scopeWith();
    await allSettled(listRouteEntered, { scope, params: route });
    await allSettled(viewChosen, { scope, params: 'map' });
    await allSettled(fullMapToggled, { scope });
    expect(scope.getState($fullMap)).toBe(true);
    await allSettled(viewChosen, { scope, params: 'list' });
    expect(scope.getState($fullMap)).toBe(false);
  });

  it('on idle the map view lists only the hotels inside the visible bounds; the list view all', async () => {
    const scope = scopeWith();
    await allSettled(listRouteEntered, { scope, params: route });
    await allSettled(viewChosen, { scope, params: 'map' });
    await allSettled(mapSettled, { scope, params: { bounds, zoom: 15, markerIdsInside: ['3', '12'] } });
    expect(scope.getState($shown).map((h) => h.hotelID)).toEqual([3, 12]);
    await allSettled(viewChosen, { scope, params: 'list' });
    expect([scope.getState($boundsIds), scope.getState($shown)]).toEqual([null, expect.any(Array)]);
    expect(scope.getState($shown)).toHaveLength(20);
  });
});

describe('cards in steps of 9 (SPEC 2.4, 9)', () => {
  it('shows 9, priced hotels first', async () => {
    const scope = scopeWith();
    await allSettled(listRouteEntered, { scope, params: route });
    const visible = scope.getState($visibleHotels);
    expect(visible).toHaveLength(9);
    expect(visible.every((h) => h.price !== null)).toBe(true);
    expect(scope.getState($shown).slice(-5).every((h) => h.price === null)).toBe(true);
  });

  it('the end of the list reveals 9 more, with the next step\'s skeletons below the cards until all are shown', async () => {
    let finish: () => void = () => undefined;
    const scope = scopeWith({ reveal: () => new Promise<void>((resolve) => (finish = resolve)) });
    await allSettled(listRouteEntered, { scope, params: route });
    expect([scope.getState($placeholders), scope.getState($loadingMore)]).toEqual([9, false]);
    const revealing = allSettled(listEndReached, { scope });
    expect([scope.getState($placeholders), scope.getState($loadingMore)]).toEqual([9, true]);
    finish();
    await revealing;
    expect([scope.getState($visibleCount), scope.getState($placeholders), scope.getState($hasMore)]).toEqual([18, 2, true]);
    const last = allSettled(listEndReached, { scope });
    expect([scope.getState($placeholders), scope.getState($loadingMore)]).toEqual([2, true]);
    finish();
    await last;
    expect([scope.getState($visibleHotels).length, scope.getState($hasMore), scope.getState($placeholders)]).toEqual([20, false, 0]);
    await allSettled(listEndReached, { scope });
    expect([scope.getState($placeholders), scope.getState($loadingMore)]).toEqual([0, false]);
  });

  it('a new result starts again at 9', async () => {
    const scope = scopeWith();
    await allSettled(listRouteEntered, { scope, params: route });
    await allSettled(listEndReached, { scope });
    await allSettled(viewChosen, { scope, params: 'map' });
    await allSettled(mapSettled, { scope, params: { bounds, zoom: 10, markerIdsInside: hotels.map((h) => String(h.hotelID)) } });
    expect(scope.getState($visibleCount)).toBe(9);
  });

  it('prices that come after a scroll reorder the cards but keep the ones already revealed', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const scope = scopeWith({ prices: () => new Promise((resolve) => (answer = resolve)) });
    const entered = allSettled(listRouteEntered, { scope, params: route });
    // The scope settles only once the prices are in, so the hotels and the reveal are each awaited as a task.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    await nextTask();
    expect(scope.getState($visibleHotels)).toHaveLength(9);
    const revealed = allSettled(listEndReached, { scope });
    await nextTask();
    expect(scope.getState($visibleCount)).toBe(18);
    answer(allPrices());
    await Promise.all([entered, revealed]);
    expect(scope.getState($visibleCount)).toBe(18);
    expect(scope.getState($visibleHotels)[0]?.price).toBe(10001);
  });

  it('prices come to the grid with the order they give, in one step: no card is ever marked ready without its price', async () => {
    const scope = scopeWith();
    const grids: Array<{ status: string; firstPrice: number | null; firstId: number | undefined }> = [];
    createWatch({ unit: $grid, scope, fn: (grid) => grids.push({ status: grid.pricesStatus, firstPrice: grid.hotels[0]?.price ?? null, firstId: grid.hotels[0]?.hotelID }) });
    await allSettled(listRouteEntered, { scope, params: route });
    const ready = grids.filter((grid) => grid.status === 'ready');
    expect(ready.length).toBeGreaterThan(0);
    // The cheapest priced hotel (10001) leads as soon as the grid says prices are in.
    for (const grid of ready) expect(grid).toEqual({ status: 'ready', firstPrice: 10001, firstId: 1 });
  });
});
