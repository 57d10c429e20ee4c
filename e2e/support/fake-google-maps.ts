import type { Page } from '@playwright/test';
import { patchRuntimeEnv } from './runtime-env';
import { fakeGeometry } from './fake-google-maps/geometry';
import { installFakeMaps } from './fake-google-maps/install';
import { fakeWidgets } from './fake-google-maps/widgets';

/**
 * A small stand-in for the Google Maps JavaScript API, served in place of maps.googleapis.com. It covers what
 * `@hotel/ui/maps` and @googlemaps/markerclusterer use: the `importLibrary` bootstrap of
 * @googlemaps/js-api-loader, Map (bounds, zoom, fitBounds, idle), LatLng/LatLngBounds, the legacy Marker,
 * OverlayView, InfoWindow and `event`. It draws real DOM: each marker is a button named by its title, the
 * info window is a dialog, and the map has Zoom in / Zoom out buttons, so journeys drive it like a visitor.
 * `data-zoom` on the map tells the zoom; `window.__fakeGoogleMaps.maps` lists the maps drawn.
 *
 * It runs in the page (serialised with `toString`), so it closes over nothing and declares no class fields.
 *
 * The fake as a script: its three parts, serialised, each given what the one before made. A TypeScript runner
 * may have wrapped their functions in a `__name` helper of the module (esbuild's keepNames); the page gets a
 * do-nothing one.
 */
const fakeScript = `(() => {
  const __name = (fn) => fn;
  const geometry = (${fakeGeometry.toString()})();
  const widgets = (${fakeWidgets.toString()})(geometry);
  (${installFakeMaps.toString()})(geometry, widgets);
})();`;

/** Serves the fake in place of the Maps script (and nothing for Google's static files). */
export async function serveFakeGoogleMaps(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeScript }));
  await page.route('https://maps.gstatic.com/**', (route) => route.fulfill({ status: 204, body: '' }));
}

/** The host's own runtime config with a maps key added: the journeys' server runs without one. */
export async function withMapsKey(page: Page, key = 'e2e-fake-key'): Promise<void> {
  await patchRuntimeEnv(page, { mapsApiKey: key });
}

/** Moves the first fake map as a visitor dragging and zooming would; the map then settles (idle). */
export async function moveFakeMap(page: Page, center: { lat: number; lng: number }, zoom: number): Promise<void> {
  await page.evaluate(
    ([at, level]) => {
      const state = (window as unknown as { __fakeGoogleMaps: { maps: Array<{ setCenter(c: unknown): void; setZoom(z: number): void }> } }).__fakeGoogleMaps;
      const map = state.maps.at(-1);
      map?.setCenter(at);
      map?.setZoom(level);
    },
    [center, zoom] as const,
  );
}
