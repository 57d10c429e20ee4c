import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { createBaiduMap } from './baidu/baidu-map';
import { createGoogleMap } from './google/google-map';
import type { MapProvider, MapSetup } from './types';

type MapKeys = Pick<RuntimeEnv, 'mapsApiKey' | 'baiduMapsKey'>;

const providers = new Map<string, MapProvider>();

/** One provider object per service and key, so React effects that depend on it run once. */
function remembered(service: MapProvider['service'], key: string, make: () => MapProvider): MapProvider {
  const id = `${service}:${key}`;
  let provider = providers.get(id);
  if (!provider) {
    provider = make();
    providers.set(id, provider);
  }
  return provider;
}

/*
 * What loads when: this shared module (with the loader and clusterer helpers, ~14 KB gzip) loads when a page
 * first imports it, so pages import their map component lazily (the hotel list does: only its map view
 * does). The service's own script (maps.googleapis.com, api.map.baidu.com) loads on the first createMap.
 * The helpers are bundled here rather than behind a dynamic import because the build keeps a shared module
 * whole in its own chunk, which the size budgets count as shared, not as the importing page's code.
 */
function googleProvider(apiKey: string): MapProvider {
  return remembered('google', apiKey, () => ({
    service: 'google',
    createMap: (container, options) => createGoogleMap(apiKey, container, options),
  }));
}

function baiduProvider(ak: string): MapProvider {
  return remembered('baidu', ak, () => ({
    service: 'baidu',
    createMap: (container, options) => createBaiduMap(ak, container, options),
  }));
}

/**
 * SPEC 2.1, 2.4: a Baidu map for zh-CN (Google is not reachable from mainland China), a Google map for every
 * other language; without the key that service needs, no map at all (the page says so and keeps working).
 */
export function mapSetupFor(locale: Locale, keys: MapKeys | null): MapSetup {
  if (locale === 'zh-CN') {
    return keys?.baiduMapsKey ? { kind: 'ready', provider: baiduProvider(keys.baiduMapsKey) } : { kind: 'noKey', service: 'baidu' };
  }
  return keys?.mapsApiKey ? { kind: 'ready', provider: googleProvider(keys.mapsApiKey) } : { kind: 'noKey', service: 'google' };
}
