import { Loader } from '@googlemaps/js-api-loader';
import { createEmitter } from '../emitter';
import { idsInside } from '../geo';
import type { MapHandle, MapMarker, MapOptions, MapView } from '../types';
import type { GMap, GoogleLibraries } from './google-types';
import { createMarkerLayer } from './marker-layer';

let loader: Loader | null = null;

/** The Maps script loads once per page; its own labels keep the language of the first map drawn. */
async function loadLibraries(apiKey: string, language: string | undefined): Promise<GoogleLibraries> {
  loader ??= new Loader({ apiKey, version: 'weekly', language, region: 'JP' });
  const [core, maps, marker] = await Promise.all([
    loader.importLibrary('core'),
    loader.importLibrary('maps'),
    loader.importLibrary('marker'),
  ]);
  return { core, maps, marker } as unknown as GoogleLibraries;
}

function viewOf(map: GMap, markers: MapMarker[]): MapView | null {
  const visible = map.getBounds();
  if (!visible) return null;
  const ne = visible.getNorthEast();
  const sw = visible.getSouthWest();
  const bounds = { south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() };
  return { bounds, zoom: map.getZoom() ?? 0, markerIdsInside: idsInside(markers, bounds) };
}

/** A Google map behind the MapHandle interface (legacy markers: they need no map id). */
export async function createGoogleMap(apiKey: string, container: HTMLElement, options: MapOptions): Promise<MapHandle> {
  const libs = await loadLibraries(apiKey, options.language);
  const { core, maps } = libs;
  const afterIdle = options.maxZoomAfterIdle ?? options.maxZoom;
  let maxZoom = options.maxZoom;
  const map = new maps.Map(container, {
    center: options.center,
    zoom: options.zoom,
    minZoom: options.minZoom,
    maxZoom,
    clickableIcons: false,
    streetViewControl: false,
    mapTypeControl: false,
    fullscreenControl: false,
    gestureHandling: 'cooperative',
  });
  const clicks = createEmitter<string>();
  const idle = createEmitter<MapView>();
  const closes = createEmitter<void>();
  const layer = createMarkerLayer(libs, map, options, clicks.emit);
  const infoWindow = new maps.InfoWindow();
  const listeners = [
    // SPEC 9: fits stop at 15; once the map has settled the visitor may zoom on to 18.
    map.addListener('idle', () => {
      if (maxZoom !== afterIdle) {
        maxZoom = afterIdle;
        map.setOptions({ maxZoom });
      }
      const view = viewOf(map, layer.markers());
      if (view) idle.emit(view);
    }),
    infoWindow.addListener('closeclick', () => closes.emit()),
  ];

  return {
    setMarkers: (markers) => layer.set(markers),
    fitToMarkers() {
      const markers = layer.markers();
      if (markers.length === 0) return;
      maxZoom = options.maxZoom;
      map.setOptions({ maxZoom });
      if (markers.length === 1) {
        map.setCenter((markers[0] as MapMarker).position);
        map.setZoom(maxZoom);
        return;
      }
      const bounds = new core.LatLngBounds();
      for (const marker of markers) bounds.extend(marker.position);
      map.fitBounds(bounds, 48);
    },
    onMarkerClick: clicks.on,
    openInfoWindow(id, content, label) {
      const anchor = layer.marker(id);
      if (!anchor) return;
      infoWindow.setContent(content);
      if (label) infoWindow.setOptions({ ariaLabel: label });
      infoWindow.open({ map, anchor });
    },
    closeInfoWindow: () => infoWindow.close(),
    onInfoWindowClose: closes.on,
    onIdle: idle.on,
    zoomTo(position, zoom) {
      map.setCenter(position);
      map.setZoom(zoom);
    },
    destroy() {
      for (const listener of listeners) listener.remove();
      infoWindow.close();
      layer.destroy();
      core.event.clearInstanceListeners(map);
      for (const emitter of [clicks, idle, closes]) emitter.clear();
    },
  };
}
