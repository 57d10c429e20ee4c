import { allSettled, createWatch, fork } from 'effector';
import { popupOpened } from '../popups/model';
import {
  $groups,
  $highlight,
  $nearMe,
  $options,
  $searching,
  destinationPicked,
  loadCountryFx,
  loadDirectoryFx,
  loadNearbyFx,
  loadPlacesFx,
  highlightChosen,
  highlightMoved,
  locateFx,
  locationFocused,
  locationTyped,
  nearMeRequested,
  waitTypingFx,
  warnFx,
} from './model';
import { hotel, places, tokyo } from './test-places';

function setup({ country = 'JP', locate = jest.fn().mockResolvedValue({ latitude: 35.69, longitude: 139.7 }) } = {}) {
  const fetchPlaces = jest.fn().mockImplementation(async (keyword: string) => places(keyword === '東京' ? 12 : 1, [tokyo]));
  const warn = jest.fn();
  const scope = fork({
    handlers: [
      [waitTypingFx, (seq: number) => Promise.resolve(seq)],
      [loadPlacesFx, fetchPlaces],
      [loadDirectoryFx, jest.fn().mockResolvedValue(places(0, [tokyo]))],
      [loadCountryFx, jest.fn().mockResolvedValue(country)],
      [locateFx, locate],
      [loadNearbyFx, jest.fn().mockResolvedValue([hotel(3, 'Near', { distanceToUser: 0.3 })])],
      [warnFx, warn],
    ],
  });
  const picked = jest.fn();
  createWatch({ unit: destinationPicked, fn: picked, scope });
  return { scope, fetchPlaces, warn, picked };
}

describe('location search (SPEC 2.3, 4, 9)', () => {
  it('asks once per pause in typing (debounced), for the last text', async () => {
    const { scope, fetchPlaces } = setup();
    const typing = [allSettled(locationTyped, { scope, params: '東' }), allSettled(locationTyped, { scope, params: '東京' })];
    await Promise.all(typing);
    expect(fetchPlaces).toHaveBeenCalledTimes(1);
    expect(fetchPlaces).toHaveBeenCalledWith('東京');
    expect(scope.getState($searching)).toBe(false);
  });

  it('waits 500 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    try {
      const scope = fork({ handlers: [[loadPlacesFx, jest.fn().mockResolvedValue(places(1))]] });
      const settled = allSettled(locationTyped, { scope, params: '新宿' });
      expect(scope.getState($searching)).toBe(true);
      await jest.advanceTimersByTimeAsync(499);
      expect(scope.getState($searching)).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      await settled;
      expect(scope.getState($searching)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves the highlight with wrap-around and picks it with Enter', async () => {
    const { scope, picked } = setup();
    await allSettled(locationTyped, { scope, params: '東京' });
    expect(scope.getState($options)).toHaveLength(7);
    await allSettled(highlightMoved, { scope, params: 'previous' });
    expect(scope.getState($highlight)).toBe(6);
    await allSettled(highlightMoved, { scope, params: 'next' });
    expect(scope.getState($highlight)).toBe(0);
    await allSettled(highlightChosen, { scope });
    expect(picked).toHaveBeenCalledWith({ kind: 'prefecture', id: tokyo.id, name: '東京都', keyword: 'tokyo' });
  });

  it('Enter with nothing highlighted picks nothing', async () => {
    const { scope, picked } = setup();
    await allSettled(locationTyped, { scope, params: '東京' });
    await allSettled(highlightChosen, { scope });
    expect(picked).not.toHaveBeenCalled();
  });

  it('offers near-me in Japan and Vietnam, with the nearest hotels once located', async () => {
    const { scope } = setup({ country: 'VN' });
    await allSettled(locationFocused, { scope });
    await allSettled(popupOpened, { scope, params: 'location' });
    expect(scope.getState($nearMe)).toBe('offered');
    await allSettled(nearMeRequested, { scope });
    const nearGroup = scope.getState($groups).find((group) => group.key === 'near-me');
    expect(nearGroup?.options.map((option) => option.kind)).toEqual(['nearMe', 'place']);
  });

  it('does not offer near-me elsewhere', async () => {
    const { scope } = setup({ country: 'US' });
    await allSettled(locationFocused, { scope });
    expect(scope.getState($nearMe)).toBe('notOffered');
    expect(scope.getState($options).some((option) => option.kind === 'nearMe')).toBe(false);
  });

  it("a failed location warns 'Fetch location fail' and turns near-me off", async () => {
    const { scope, warn } = setup({ locate: jest.fn().mockRejectedValue(new Error('denied')) });
    await allSettled(locationFocused, { scope });
    await allSettled(nearMeRequested, { scope });
    expect(warn).toHaveBeenCalledWith('Fetch location fail');
    expect(scope.getState($nearMe)).toBe('failed');
    expect(scope.getState($options).some((option) => option.kind === 'nearMe')).toBe(false);
  });
});
