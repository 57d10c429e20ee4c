import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { createBaiduMap } from './baidu/baidu-map';
import { createGoogleMap } from './google/google-map';
import type { MapHandle, MapOptions, MapProvider, MapSetup } from './types';

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

/** The site's own map (Natural Earth land, d3-geo, supercluster): a chunk of its own, fetched by the first map drawn. */
function drawBuiltIn(container: HTMLElement, options: MapOptions): Promise<MapHandle> {
  return import(/* webpackChunkName: "built-in-map" */ './built-in/built-in-map').then(({ createBuiltInMap }) => createBuiltInMap(container, options));
}

const builtInProvider = (): MapProvider => remembered('builtIn', '', () => ({ service: 'builtIn', createMap: drawBuiltIn }));

/** A service's map, or the built-in one when the service's script cannot load (blocked, offline, refused key). */
function withFallback(service: 'google' | 'baidu', draw: (container: HTMLElement, options: MapOptions) => Promise<MapHandle>): MapProvider {
  return {
    service,
    createMap: (container, options) =>
      draw(container, options).catch((error: unknown) => {
        console.warn(`[maps] the ${service} map could not load; the built-in map stands in`, error);
        return drawBuiltIn(container, options);
      }),
  };
}

/*
 * What loads when: this shared module (with the loader and clusterer helpers, ~14 KB gzip) loads when a page
 * first imports it, so pages import their map component lazily (the hotel list does: only its map view
 * does). The service's own script (maps.googleapis.com, api.map.baidu.com), or the built-in map's chunk, loads
 * on the first createMap.
 * The helpers are bundled here rather than behind a dynamic import because the build keeps a shared module
 * whole in its own chunk, which the size budgets count as shared, not as the importing page's code.
 */
function googleProvider(apiKey: string): MapProvider {
  return remembered('google', apiKey, () => withFallback('google', (container, options) => createGoogleMap(apiKey, container, options)));
}

function baiduProvider(ak: string): MapProvider {
  return remembered('baidu', ak, () => withFallback('baidu', (container, options) => createBaiduMap(ak, container, options)));
}

/**
 * SPEC 2.1, 2.4: a Baidu map for zh-CN (Google is not reachable from mainland China), a Google map for every
 * other language; without the key that service needs, the site's own map of Japan.
 */
export function mapSetupFor(locale: Locale, keys: MapKeys | null): MapSetup {
  if (locale === 'zh-CN') return { kind: 'ready', provider: keys?.baiduMapsKey ? baiduProvider(keys.baiduMapsKey) : builtInProvider() };
  return { kind: 'ready', provider: keys?.mapsApiKey ? googleProvider(keys.mapsApiKey) : builtInProvider() };
}
