/** A point on the map, WGS-84 degrees as the content API gives them. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The visible part of a map; `west > east` when it spans the antimeridian. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapMarker {
  /** The caller's id (a hotel id as text); every callback speaks in these ids. */
  id: string;
  position: LatLng;
  /** The marker's accessible name and tooltip, e.g. the hotel's name. */
  title: string;
  /** Short text drawn on the marker (a price); a plain pin when absent. */
  label?: string;
}

export interface MapOptions {
  center: LatLng;
  zoom: number;
  /** SPEC 9: 2. */
  minZoom: number;
  /** SPEC 9: 15. Fits to markers never zoom closer than this. */
  maxZoom: number;
  /** SPEC 9: 18 once the map has settled (idle) or the visitor moved it. Defaults to `maxZoom`. */
  maxZoomAfterIdle?: number;
  /** Markers are grouped into clusters while the zoom is below this (SPEC 9: 10); 0 turns clustering off. */
  clusterBelowZoom?: number;
  /** The accessible name of a cluster of `count` markers, in the page's language. */
  clusterTitle?: (count: number) => string;
  /** Language of the provider's own labels (loaded once per page: the first map's language wins). */
  language?: string;
}

/** What the map shows once it has settled after a move or zoom. */
export interface MapView {
  bounds: Bounds;
  zoom: number;
  /** Ids of the markers inside `bounds`, in the order they were set. */
  markerIdsInside: string[];
}

export type Unsubscribe = () => void;

/** One live map. Every provider (Google, Baidu, the built-in map) implements it the same way. */
export interface MapHandle {
  /** Replaces the markers (clustered below `clusterBelowZoom`). */
  setMarkers(markers: readonly MapMarker[]): void;
  /** Shows every marker, never closer than `maxZoom`. */
  fitToMarkers(): void;
  onMarkerClick(listener: (id: string) => void): Unsubscribe;
  /** Opens the one info window on a marker with the caller's content (e.g. a React portal target). */
  openInfoWindow(id: string, content: HTMLElement, label?: string): void;
  closeInfoWindow(): void;
  onInfoWindowClose(listener: () => void): Unsubscribe;
  /** Called each time the map settles, with what is visible. */
  onIdle(listener: (view: MapView) => void): Unsubscribe;
  zoomTo(position: LatLng, zoom: number): void;
  destroy(): void;
}

/** `builtIn`: the site's own map of Japan, for when no key is configured or a service's script fails. */
export type MapService = 'google' | 'baidu' | 'builtIn';

export interface MapProvider {
  readonly service: MapService;
  /** Loads the service's script (or the built-in map's chunk) on first use, never in the page's first load, and draws a map. */
  createMap(container: HTMLElement, options: MapOptions): Promise<MapHandle>;
}

/** Which map a page shows: always one, the built-in map where the language's service has no key. */
export interface MapSetup {
  kind: 'ready';
  provider: MapProvider;
}
