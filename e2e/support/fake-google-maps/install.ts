import type { FakeGeometry } from './geometry';
import type { FakeWidgets } from './widgets';

/** Puts the fake where the js-api-loader looks (\`google.maps\`, \`importLibrary\`) and calls its bootstrap back. */
export function installFakeMaps({ LatLng, LatLngBounds, Point, Size, MVCObject, event }: FakeGeometry, { state, FakeMap, Marker, OverlayView, InfoWindow, AdvancedMarkerElement }: FakeWidgets): void {
  const core = { LatLng, LatLngBounds, Point, Size, MVCObject, event };
  const libraries: Record<string, object> = {
    core,
    maps: { Map: FakeMap, InfoWindow, OverlayView },
    marker: { Marker, AdvancedMarkerElement },
  };
  const target = window as unknown as { google?: { maps?: Record<string, unknown> }; __fakeGoogleMaps?: unknown };
  target.google = target.google ?? {};
  const maps = (target.google.maps = target.google.maps ?? {});
  Object.assign(maps, core, libraries.maps, { Marker, marker: libraries.marker, importLibrary: (name: string) => Promise.resolve(libraries[name] ?? {}) });
  target.__fakeGoogleMaps = state;
  // The js-api-loader bootstrap names its callback in the script URL (`callback=google.maps.__ib__`).
  const callback = new URL((document.currentScript as HTMLScriptElement).src).searchParams.get('callback') ?? '';
  const ready = callback.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], window);
  if (typeof ready === 'function') ready();
}
