import { createEmitter } from '../emitter';
import { idsInside } from '../geo';
import { type ClusterIndex, createClusterIndex, everywhere } from '../clusters';
import type { LatLng, MapHandle, MapMarker, MapOptions, MapView } from '../types';
import { loadBaidu } from './baidu-loader';
import type { BInfoWindow, BMapNamespace, BMarker } from './baidu-types';

// --color-brand; Baidu labels are styled inline, out of reach of CSS custom properties.
const labelStyle = {
  color: '#ffffff',
  backgroundColor: '#8a1c2b',
  border: '1px solid #ffffff',
  borderRadius: '4px',
  padding: '2px 6px',
  fontSize: '12px',
  fontWeight: '600',
};

/**
 * A Baidu map behind the MapHandle interface, for zh-CN. Positions are passed as the content API gives them
 * (WGS-84); markers are clustered by supercluster, as Google's are by its clusterer.
 */
export async function createBaiduMap(ak: string, container: HTMLElement, options: MapOptions): Promise<MapHandle> {
  const BMap: BMapNamespace = await loadBaidu(ak);
  const point = (p: LatLng) => new BMap.Point(p.lng, p.lat);
  const map = new BMap.Map(container, { minZoom: options.minZoom, maxZoom: options.maxZoom, enableMapClick: false });
  map.centerAndZoom(point(options.center), options.zoom);
  map.enableScrollWheelZoom(true);
  map.addControl(new BMap.NavigationControl());
  const afterIdle = options.maxZoomAfterIdle ?? options.maxZoom;
  const clusterBelow = options.clusterBelowZoom ?? 0;
  const clicks = createEmitter<string>();
  const idle = createEmitter<MapView>();
  const closes = createEmitter<void>();
  let maxZoom = options.maxZoom;
  let markers: readonly MapMarker[] = [];
  let clusters: ClusterIndex = createClusterIndex([], clusterBelow);
  let drawn: BMarker[] = [];
  let drawnZoom: number | null = null;
  let openWindow: BInfoWindow | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const overlay = (position: LatLng, title: string, text: string | undefined, onClick: () => void) => {
    const made = new BMap.Marker(point(position), { title });
    if (text) {
      const label = new BMap.Label(text, { offset: new BMap.Size(-4 * text.length, -34) });
      label.setStyle(labelStyle);
      made.setLabel(label);
    }
    made.addEventListener('click', onClick);
    map.addOverlay(made);
    return made;
  };

  const draw = () => {
    for (const old of drawn) map.removeOverlay(old);
    drawnZoom = map.getZoom();
    drawn = clusters.groupsIn(everywhere, drawnZoom).map((group) => {
      const [only] = group.markers;
      if (group.markers.length === 1 && only) return overlay(only.position, only.title, only.label, () => clicks.emit(only.id));
      const count = group.markers.length;
      const title = options.clusterTitle?.(count) ?? String(count);
      return overlay(group.position, title, String(count), () => map.setViewport(group.markers.map((m) => point(m.position))));
    });
  };

  // Baidu has no "idle": a move or zoom ends in moveend/zoomend; both settle once, after the turn.
  const settled = () => {
    if (maxZoom !== afterIdle) {
      maxZoom = afterIdle;
      map.setMaxZoom(maxZoom);
    }
    if (drawnZoom !== map.getZoom()) draw();
    const sw = map.getBounds().getSouthWest();
    const ne = map.getBounds().getNorthEast();
    const bounds = { south: sw.lat, west: sw.lng, north: ne.lat, east: ne.lng };
    idle.emit({ bounds, zoom: map.getZoom(), markerIdsInside: idsInside(markers, bounds) });
  };
  const settle = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settled, 0);
  };
  map.addEventListener('moveend', settle);
  map.addEventListener('zoomend', settle);
  settle();

  return {
    setMarkers(next) {
      markers = [...next];
      clusters = createClusterIndex(markers, clusterBelow);
      draw();
    },
    fitToMarkers() {
      if (markers.length === 0) return;
      maxZoom = options.maxZoom;
      map.setMaxZoom(maxZoom);
      if (markers.length === 1) map.centerAndZoom(point((markers[0] as MapMarker).position), maxZoom);
      else map.setViewport(markers.map((m) => point(m.position)), { margins: [48, 48, 48, 48] });
      settle();
    },
    onMarkerClick: clicks.on,
    openInfoWindow(id, content) {
      const marker = markers.find((m) => m.id === id);
      if (!marker) return;
      const window = new BMap.InfoWindow(content, { enableAutoPan: true });
      // Opening a window closes the previous one; only the current window's close is the visitor's.
      openWindow = window;
      window.addEventListener('close', () => {
        if (openWindow !== window) return;
        openWindow = null;
        closes.emit();
      });
      map.openInfoWindow(window, point(marker.position));
    },
    closeInfoWindow() {
      openWindow = null;
      map.closeInfoWindow();
    },
    onInfoWindowClose: closes.on,
    onIdle: idle.on,
    zoomTo(position, zoom) {
      map.centerAndZoom(point(position), zoom);
      settle();
    },
    destroy() {
      clearTimeout(settleTimer);
      map.removeEventListener('moveend', settle);
      map.removeEventListener('zoomend', settle);
      openWindow = null;
      map.closeInfoWindow();
      for (const old of drawn) map.removeOverlay(old);
      drawn = [];
      for (const emitter of [clicks, idle, closes]) emitter.clear();
    },
  };
}
