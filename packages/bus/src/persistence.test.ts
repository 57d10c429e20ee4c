import { allSettled, createEvent, createStore, fork } from 'effector';
import { keepInLocalStorage } from './testing/fake-local-storage';
import { $booking, $currency, $recentSearches, $roomSelection, appStarted, bookingChanged, currencyChanged, persistAfterStart } from './index';

let storage: Storage;
function keep(entries: Record<string, unknown>) {
  storage = keepInLocalStorage(entries);
}

const keptBooking = { location: 'Kyoto', promoCode: 'OFF5', roomList: [{ id: 1, adults: 2, children: [] }] };

describe('stores kept in local storage start after the storage reset (SPEC 3, 4)', () => {
  it('start from their defaults, whatever the storage holds, until the app has started', () => {
    keep({ booking: keptBooking, currency: 'USD', recent_search: [{ kind: 'hotel', id: '1', name: 'Shinjuku' }] });
    const scope = fork();
    expect(scope.getState($booking).location).not.toBe('Kyoto');
    expect(scope.getState($currency)).toBe('JPY');
    expect(scope.getState($recentSearches)).toEqual([]);
  });

  it('pick up what was kept when the app starts', async () => {
    keep({ booking: keptBooking, currency: 'USD', selected_rooms: { hotelId: 7, rooms: [] } });
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($booking)).toMatchObject({ location: 'Kyoto', promoCode: 'OFF5' });
    expect(scope.getState($currency)).toBe('USD');
    expect(scope.getState($roomSelection)).toEqual({ hotelId: 7, rooms: [] });
  });

  it('write every change back under the same key and format', async () => {
    keep({});
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(bookingChanged, { scope, params: { location: 'Naha' } });
    await allSettled(currencyChanged, { scope, params: 'USD' });
    expect(JSON.parse(storage.getItem('booking') ?? 'null')).toMatchObject({ location: 'Naha' });
    expect(storage.getItem('currency')).toBe('"USD"');
  });

  it('never write back a booking the reset removed before the start', async () => {
    keep({ version: '1.0.5', booking: keptBooking });
    const scope = fork();
    storage.clear(); // what resetStaleStorage does for an older version
    await allSettled(appStarted, { scope });
    expect(scope.getState($booking).location).not.toBe('Kyoto');
    expect(storage.getItem('booking')).toBeNull();
    await allSettled(currencyChanged, { scope, params: 'USD' });
    expect(storage.getItem('booking')).toBeNull();
  });

  it('ignore kept data of the wrong shape and keep the default', async () => {
    keep({ currency: 'EUR', booking: 'Kyoto' });
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($currency)).toBe('JPY');
    expect(scope.getState($booking).roomList.length).toBeGreaterThan(0);
  });

  it('are wired to storage only when the app starts: a change before it is not written', async () => {
    keep({});
    const changed = createEvent<string>();
    const $early = createStore('default').on(changed, (_, value) => value);
    persistAfterStart({ store: $early, key: 'mf_x.early' });
    const scope = fork();
    await allSettled(changed, { scope, params: 'before' });
    expect(storage.getItem('mf_x.early')).toBeNull();
    await allSettled(appStarted, { scope });
    await allSettled(changed, { scope, params: 'after' });
    expect(storage.getItem('mf_x.early')).toBe('"after"');
  });

  it('read at once for a store created after the start (a remote loaded later)', () => {
    keep({ 'mf_x.memory': { kept: true } });
    appStarted();
    const $memory = createStore<{ kept: boolean } | null>(null);
    persistAfterStart({ store: $memory, key: 'mf_x.memory' });
    expect($memory.getState()).toEqual({ kept: true });
  });

  it('can hand what it reads to an event that drops what went stale, and keeps the rest', async () => {
    keep({ 'mf_x.prices': [1, 50, 2] });
    const restored = createEvent<number[]>();
    const added = createEvent<number>();
    const $prices = createStore<number[]>([])
      .on(restored, (prices, kept) => (kept === prices ? prices : kept.filter((price) => price < 10)))
      .on(added, (prices, price) => [...prices, price]);
    persistAfterStart({ store: $prices, key: 'mf_x.prices', restored });
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($prices)).toEqual([1, 2]);
    await allSettled(added, { scope, params: 3 });
    expect(storage.getItem('mf_x.prices')).toBe('[1,2,3]');
  });
});
