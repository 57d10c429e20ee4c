import { mapSetupFor } from './map-setup';

jest.mock('./google/google-map', () => ({ createGoogleMap: jest.fn(() => Promise.resolve('google handle')) }));
jest.mock('./baidu/baidu-map', () => ({ createBaiduMap: jest.fn(() => Promise.resolve('baidu handle')) }));

const both = { mapsApiKey: 'g-key', baiduMapsKey: 'b-key' };

describe('which map a page shows (SPEC 2.1, 2.4)', () => {
  it.each([
    ['ja', both, 'ready', 'google'],
    ['en', both, 'ready', 'google'],
    ['ko', both, 'ready', 'google'],
    ['zh-TW', both, 'ready', 'google'],
    ['zh-CN', both, 'ready', 'baidu'],
    ['ja', { mapsApiKey: null, baiduMapsKey: 'b-key' }, 'noKey', 'google'],
    ['zh-CN', { mapsApiKey: 'g-key', baiduMapsKey: null }, 'noKey', 'baidu'],
  ] as const)('%s with keys %p: %s, %s', (locale, keys, kind, service) => {
    const setup = mapSetupFor(locale, keys);
    expect([setup.kind, setup.kind === 'ready' ? setup.provider.service : setup.service]).toEqual([kind, service]);
  });

  it('says no key before the runtime config is known', () => {
    expect(mapSetupFor('en', null)).toEqual({ kind: 'noKey', service: 'google' });
  });

  it('hands out the same provider for the same key, so a map is not drawn twice', () => {
    const first = mapSetupFor('ja', both);
    const second = mapSetupFor('en', both);
    expect(first.kind === 'ready' && second.kind === 'ready' && first.provider === second.provider).toBe(true);
  });

  it('draws with the chosen service and key only when a map is created', async () => {
    const { createGoogleMap } = jest.requireMock('./google/google-map') as { createGoogleMap: jest.Mock };
    const setup = mapSetupFor('ja', both);
    expect(createGoogleMap).not.toHaveBeenCalled();
    const container = document.createElement('div');
    if (setup.kind !== 'ready') throw new Error('expected a provider');
    await expect(setup.provider.createMap(container, { center: { lat: 0, lng: 0 }, zoom: 10, minZoom: 2, maxZoom: 15 })).resolves.toBe('google handle');
    expect(createGoogleMap).toHaveBeenCalledWith('g-key', container, expect.objectContaining({ zoom: 10 }));
  });
});
