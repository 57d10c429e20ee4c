// Maps for the hotel list and the hotel pages: one interface, a Google and a Baidu implementation, loaded
// only when a map is drawn. Shared as one singleton module (`@hotel/ui/maps`).
export type {
  Bounds,
  LatLng,
  MapHandle,
  MapMarker,
  MapOptions,
  MapProvider,
  MapService,
  MapSetup,
  MapView,
  Unsubscribe,
} from './types';
export { mapSetupFor } from './map-setup';
export { useMap, type MapStatus, type UseMap } from './use-map';
export { boundsContain, boundsAround, idsInside } from './geo';
