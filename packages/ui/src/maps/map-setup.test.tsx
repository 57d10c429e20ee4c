import { mapSetupFor } from './map-setup';
import type { MapOptions } from './types';

jest.mock('./google/google-map', () => ({ createGoogleMap: jest.fn(() => Promise.resolve('google handle')) }));
jest.mock('./baidu/baidu-map', () => ({ createBaiduMap: jest.fn(() => Promise.resolve('baidu handle')) }));
jest.mock('./built-in/built-in-map', () => ({ createBuiltInMap: jest.fn(() => 'built-in handle') }));

const both = { mapsApiKey: 'g-key', baiduMapsKey: 'b-key' };
const options: MapOptions = { center: { lat: 0, lng: 0 }, zoom: 10, minZoom: 2, maxZoom: 15 };
const mocked = <T,>(path: string) => jest.requireMock(path) as T;

describe('which map a page shows (SPEC 2.1, 2.4)', () => {
  it.each([
    ['ja', both, 'google'],
    ['en', both, 'google'],
    ['ko', both, 'google'],
    ['zh-TW', both, 'google'],
    ['zh-CN', both, 'baidu'],
    ['ja', { mapsApiKey: null, baiduMapsKey: 'b-key' }, 'builtIn'],
    ['zh-CN', { mapsApiKey: 'g-key', baiduMapsKey: null }, 'builtIn'],
  ] as const)('%s with keys %p: %s', (locale, keys, service) => {
    expect(mapSetupFor(locale, keys).provider.service).toBe(service);
  });

  it('shows the built-in map before the runtime config is known, never setup text', () => {
    expect(mapSetupFor('en', null).provider.service).toBe('builtIn');
  });

  it('hands out the same provider for the same key, so a map is not drawn twice', () => {
    expect(mapSetupFor('ja', both).provider).toBe(mapSetupFor('en', both).provider);
    expect(mapSetupFor('ja', null).provider).toBe(mapSetupFor('zh-CN', null).provider);
  });

  it('draws with the chosen service and key only when a map is created', async () => {
    const { createGoogleMap } = mocked<{ createGoogleMap: jest.Mock }>('./google/google-map');
    const { provider } = mapSetupFor('ja', both);
    expect(createGoogleMap).not.toHaveBeenCalled();
    const container = document.createElement('div');
    await expect(provider.createMap(container, options)).resolves.toBe('google handle');
    expect(createGoogleMap).toHaveBeenCalledWith('g-key', container, expect.objectContaining({ zoom: 10 }));
  });

  it.each([
    ['ja', './google/google-map', 'createGoogleMap'],
    ['zh-CN', './baidu/baidu-map', 'createBaiduMap'],
  ] as const)('in %s, when the service script fails to load, the built-in map stands in', async (locale, path, name) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocked<Record<string, jest.Mock>>(path)[name]?.mockRejectedValueOnce(new Error('blocked'));
    const { createBuiltInMap } = mocked<{ createBuiltInMap: jest.Mock }>('./built-in/built-in-map');
    const container = document.createElement('div');
    await expect(mapSetupFor(locale, both).provider.createMap(container, options)).resolves.toBe('built-in handle');
    expect(createBuiltInMap).toHaveBeenCalledWith(container, options);
  });
});
