import { $booking, $locale, $recentSearches, analyticsEvent, bookingChanged, searchChanged } from '@hotel/bus';
import { allSettled, createWatch, fork } from 'effector';
import { $isPhone, boxMounted, loadKidsTiersFx, loadSearchBarFx, type BoxMount } from './context/model';
import { loadDirectoryFx, destinationPicked, locationTyped } from './location/model';
import { $locationError, navigateFx, navigatorAttached, searchSubmitted } from './model';
import { $openPopup, popupClosed, popupOpened } from './popups/model';
import { testBooking, testToday } from './test-booking';

const mount = (fields: Partial<BoxMount> = {}): BoxMount => ({
  placement: 'home',
  hotelId: null,
  address: { pathname: '/', search: '' },
  today: testToday,
  ...fields,
});

function setup(locale: 'ja' | 'en' = 'ja') {
  const navigate = jest.fn();
  const scope = fork({
    values: [
      [$booking, testBooking()],
      [$locale, locale],
      [$recentSearches, []],
    ],
    handlers: [
      [navigateFx, navigate],
      [loadDirectoryFx, jest.fn().mockResolvedValue({ areas: [], hotels: [] })],
      [loadSearchBarFx, jest.fn().mockResolvedValue({ day_use: true, undated_search: true })],
      [loadKidsTiersFx, jest.fn().mockResolvedValue({ kids_setting: { accept_type: 'accept', kids_type: ['age'] }, kids_tiers: [] })],
    ],
  });
  const events = { searchChanged: jest.fn(), analytics: jest.fn() };
  createWatch({ unit: searchChanged, fn: events.searchChanged, scope });
  createWatch({ unit: analyticsEvent, fn: events.analytics, scope });
  const go = jest.fn();
  return { scope, navigate, events, attach: () => allSettled(navigatorAttached, { scope, params: go }) };
}

const lastTarget = (navigate: jest.Mock) => navigate.mock.calls.at(-1)?.[0] as { to: string; replace: boolean };

describe('search box: submit (SPEC 2.3)', () => {
  it('shows the null-field error for an empty location and goes nowhere', async () => {
    const { scope, navigate } = setup();
    await allSettled(boxMounted, { scope, params: mount() });
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($locationError)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(locationTyped, { scope, params: '新' });
    expect(scope.getState($locationError)).toBe(false);
  });

  it('searches typed text from home, and raises bookNowHome', async () => {
    const { scope, navigate, events } = setup();
    await allSettled(boxMounted, { scope, params: mount() });
    await allSettled(locationTyped, { scope, params: '温泉' });
    await allSettled(searchSubmitted, { scope });
    expect(lastTarget(navigate)).toMatchObject({ replace: false });
    expect(lastTarget(navigate).to).toMatch(/^\/hotels\?checkIndate=2031-03-10&.*keyword=%E6%B8%A9%E6%B3%89/);
    expect(scope.getState($booking).location).toBe('温泉');
    expect(events.analytics).toHaveBeenCalledWith(expect.objectContaining({ event: 'bookNowHome', location: '温泉', rooms: 1, guests: 2 }));
  });

  it('on a hotel page updates that page (same path, replaced) and tells the page', async () => {
    const { scope, navigate, events } = setup('en');
    await allSettled(boxMounted, { scope, params: mount({ placement: 'hotelDetail', hotelId: '12', address: { pathname: '/en/hotel/12', search: '?tab=plan' } }) });
    await allSettled(searchSubmitted, { scope });
    expect(lastTarget(navigate)).toMatchObject({ replace: true });
    expect(lastTarget(navigate).to).toMatch(/^\/en\/hotel\/12\?checkIndate=2031-03-10&.*language=en&type=rooms&tab=plan$/);
    expect(events.searchChanged).toHaveBeenCalledWith({ source: 'search-box' });
  });
});

describe('search box: picking a place (SPEC 2.3)', () => {
  it('goes to the hotel page with the search and remembers it as a recent search', async () => {
    const { scope, navigate } = setup();
    await allSettled(boxMounted, { scope, params: mount() });
    await allSettled(destinationPicked, { scope, params: { kind: 'hotel', id: '12', name: 'ホテルさくら 新宿' } });
    expect(lastTarget(navigate).to).toMatch(/^\/hotel\/12\?checkIndate=/);
    expect(scope.getState($recentSearches)).toEqual([{ kind: 'hotel', id: '12', name: 'ホテルさくら 新宿', keyword: null }]);
    expect(scope.getState($booking)).toMatchObject({ location: 'ホテルさくら 新宿', searchType: 'hotel', hotelID: '12' });
  });

  it('goes to the area route of a prefecture, and the list with search_type for a city', async () => {
    const { scope, navigate } = setup('en');
    await allSettled(boxMounted, { scope, params: mount() });
    await allSettled(destinationPicked, { scope, params: { kind: 'prefecture', id: 'p', name: 'Tokyo', keyword: 'tokyo' } });
    expect(lastTarget(navigate).to).toMatch(/^\/en\/hotels-tokyo\?/);
    await allSettled(destinationPicked, { scope, params: { kind: 'city', id: 'c', name: 'Kanazawa City' } });
    expect(lastTarget(navigate).to).toMatch(/^\/en\/hotels\?.*keyword=Kanazawa\+City&search_type=city$/);
  });

  it('on a phone at home leads on to the dates instead of leaving', async () => {
    const { scope, navigate } = setup();
    await allSettled(boxMounted, { scope, params: mount() });
    await allSettled($isPhone, { scope, params: true });
    await allSettled(destinationPicked, { scope, params: { kind: 'hotel', id: '12', name: 'ホテルさくら 新宿' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($openPopup)).toBe('checking');
  });
});

describe('search box: the page search (SPEC 4 booking popups, dates from URL)', () => {
  it('reads the list URL when the list opens: its area and its stay', async () => {
    const { scope } = setup('en');
    const address = { pathname: '/en/hotels-tokyo', search: '?checkIndate=2031-03-20&checkOutdate=2031-03-22&rooms=[{"adults":3}]' };
    await allSettled(boxMounted, { scope, params: mount({ placement: 'hotelList', address }) });
    expect(scope.getState($booking)).toMatchObject({
      location: 'Tokyo',
      searchType: 'area',
      areaKeyword: 'tokyo',
      checkIn: '2031-03-20',
      checkOut: '2031-03-22',
      roomList: [{ id: 1, adults: 3, children: [] }],
    });
  });

  it('pushes a changed search to the list URL when a popup closes, and raises searchChanged', async () => {
    const { scope, navigate, events } = setup();
    await allSettled(boxMounted, { scope, params: mount({ placement: 'hotelList', address: { pathname: '/hotels-osaka', search: '' } }) });
    await allSettled(popupOpened, { scope, params: 'checking' });
    await allSettled(bookingChanged, { scope, params: { checkOut: '2031-03-13' } });
    await allSettled(popupClosed, { scope });
    expect(lastTarget(navigate)).toMatchObject({ replace: true });
    expect(lastTarget(navigate).to).toMatch(/^\/hotels-osaka\?checkIndate=2031-03-10&checkOutdate=2031-03-13&/);
    expect(events.searchChanged).toHaveBeenCalledTimes(1);
  });

  it('at home a changed search stays in booking data: nothing to push', async () => {
    const { scope, navigate, events } = setup();
    await allSettled(boxMounted, { scope, params: mount() });
    await allSettled(popupOpened, { scope, params: 'checking' });
    await allSettled(bookingChanged, { scope, params: { checkOut: '2031-03-13' } });
    await allSettled(popupClosed, { scope });
    expect(navigate).not.toHaveBeenCalled();
    expect(events.searchChanged).not.toHaveBeenCalled();
  });

  it('resets a stored stay that has begun (SPEC 4)', async () => {
    const { scope } = setup();
    await allSettled(bookingChanged, { scope, params: { checkIn: '2031-02-01', checkOut: '2031-02-02' } });
    await allSettled(boxMounted, { scope, params: mount() });
    expect(scope.getState($booking)).toMatchObject({ checkIn: '2031-03-08', checkOut: '2031-03-09' });
  });
});
