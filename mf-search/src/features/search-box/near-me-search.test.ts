import { $booking, $locale, $recentSearches } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { boxMounted, loadKidsTiersFx, loadSearchBarFx } from './context/model';
import {
  $fieldText,
  loadCountryFx,
  loadDirectoryFx,
  loadNearbyFx,
  locateFx,
  locationFocused,
  locationTyped,
  nearMeLabelKnown,
  optionChosen,
} from './location/model';
import { $locationError, navigateFx, navigatorAttached, searchSubmitted } from './model';
import { testBooking, testToday } from './test-booking';

const tokyoStation = { latitude: 35.6812, longitude: 139.7671 };

function setup(placement: 'home' | 'hotelList' = 'home', search = '') {
  const navigate = jest.fn();
  const scope = fork({
    values: [
      [$booking, testBooking({ location: '' })],
      [$locale, 'ja'],
      [$recentSearches, []],
    ],
    handlers: [
      [navigateFx, navigate],
      [loadDirectoryFx, jest.fn().mockResolvedValue({ areas: [], hotels: [] })],
      [loadCountryFx, jest.fn().mockResolvedValue('JP')],
      [locateFx, jest.fn().mockResolvedValue(tokyoStation)],
      [loadNearbyFx, jest.fn().mockResolvedValue([])],
      [loadSearchBarFx, jest.fn()],
      [loadKidsTiersFx, jest.fn()],
    ],
  });
  const start = async () => {
    await allSettled(navigatorAttached, { scope, params: jest.fn() });
    await allSettled(boxMounted, { scope, params: { placement, hotelId: null, address: { pathname: placement === 'home' ? '/' : '/hotels', search }, today: testToday } });
    await allSettled(nearMeLabelKnown, { scope, params: '現在地周辺のホテル' });
  };
  return { scope, navigate, start };
}

const lastTo = (navigate: jest.Mock) => (navigate.mock.calls.at(-1)?.[0] as { to: string }).to;

describe('issue 13: searching near me (SPEC 4, 9)', () => {
  it('choosing near-me and pressing Search lists the hotels around the visitor, not the empty-destination error', async () => {
    const { scope, navigate, start } = setup();
    await start();
    await allSettled(locationFocused, { scope });
    await allSettled(optionChosen, { scope, params: { kind: 'nearMe', key: 'near-me' } });
    expect(scope.getState($fieldText)).toBe('現在地周辺のホテル');
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($locationError)).toBe(false);
    const to = new URL(lastTo(navigate), 'http://site.test');
    expect(to.pathname).toBe('/hotels');
    expect(to.searchParams.get('near')).toBe('35.681,139.767');
    expect(to.searchParams.get('checkIndate')).toBe('2031-03-10');
  });

  it('typing after near-me searches the typed place instead', async () => {
    const { scope, navigate, start } = setup();
    await start();
    await allSettled(locationFocused, { scope });
    await allSettled(optionChosen, { scope, params: { kind: 'nearMe', key: 'near-me' } });
    await allSettled(locationTyped, { scope, params: '札幌' });
    expect(scope.getState($fieldText)).toBe('札幌');
    await allSettled(searchSubmitted, { scope });
    const to = new URL(lastTo(navigate), 'http://site.test');
    expect(to.searchParams.get('near')).toBeNull();
    expect(to.searchParams.get('keyword')).toBe('札幌');
  });

  it('on a near-me list, the box says so and searches near the same point again', async () => {
    const { scope, navigate, start } = setup('hotelList', '?checkIndate=2031-03-10&checkOutdate=2031-03-12&near=35.681,139.767');
    await start();
    expect(scope.getState($fieldText)).toBe('現在地周辺のホテル');
    await allSettled(searchSubmitted, { scope });
    expect(new URL(lastTo(navigate), 'http://site.test').searchParams.get('near')).toBe('35.681,139.767');
  });
});
