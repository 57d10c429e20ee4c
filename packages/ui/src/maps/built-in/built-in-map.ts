import type { MarkerGroup } from '../clusters';
import { createEmitter } from '../emitter';
import { boundsAround, idsInside } from '../geo';
import type { Bounds, MapHandle, MapMarker, MapOptions } from '../types';
import { boundsOf, type Camera, fitBounds, panBy, zoomAround } from './camera';
import { attachGestures } from './gestures';
import { createInfoWindow } from './info-window';
import { createLandLayer } from './land-layer';
import { createMarkerLayer } from './marker-layer';
import { createMapView } from './map-view';
import { mapTexts } from './texts';

/** Markers a little outside the view are drawn too, so they slide in from the edges as the map moves. */
function padded(bounds: Bounds, by = 0.15): Bounds {
  const [dy, dx] = [(bounds.north - bounds.south) * by, (bounds.east - bounds.west) * by];
  return { south: bounds.south - dy, west: bounds.west - dx, north: bounds.north + dy, east: bounds.east + dx };
}

/**
 * The site's own map behind the MapHandle interface, for when no Google or Baidu key is configured or their
 * script fails: Japan from Natural Earth drawn with d3-geo, markers clustered by supercluster. Loaded as a
 * chunk of its own on the first map drawn.
 */
export function createBuiltInMap(container: HTMLElement, options: MapOptions): MapHandle {
  const texts = mapTexts(options.language);
  const view = createMapView(container, texts);
  const clicks = createEmitter<string>();
  const idle = createEmitter<Parameters<Parameters<MapHandle['onIdle']>[0]>[0]>();
  const closes = createEmitter<void>();
  const limits = { min: options.minZoom, max: options.maxZoom };
  const afterIdle = options.maxZoomAfterIdle ?? options.maxZoom;
  let camera: Camera = { center: options.center, zoom: options.zoom, ...view.size() };
  let frame = 0;
  // The callers' first idle must see their markers (the list keeps only the hotels inside): none before.
  let markersSet = false;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const land = createLandLayer(view.surface);
  const markers = createMarkerLayer(view.surface, {
    clusterBelowZoom: options.clusterBelowZoom ?? 0,
    clusterTitle: options.clusterTitle ?? texts.cluster,
    texts,
    onMarkerClick: clicks.emit,
    onClusterClick: (group: MarkerGroup) => moveTo(zoomAround({ ...camera, center: group.position }, group.expansionZoom, limits)),
  });
  const info = createInfoWindow(view.surface, texts.close, closes.emit);

  const draw = () => {
    frame = 0;
    land.draw(camera);
    markers.draw(camera, padded(boundsOf(camera)));
    info.draw(camera);
    view.showZoom(camera.zoom, limits);
  };
  const redraw = () => {
    frame ||= requestAnimationFrame(draw);
  };
  const settled = () => {
    // SPEC 9: fits stop at maxZoom; once the map has settled the visitor may zoom on to maxZoomAfterIdle.
    limits.max = afterIdle;
    if (!Number.isInteger(camera.zoom)) camera = zoomAround(camera, Math.round(camera.zoom), limits);
    draw();
    const bounds = boundsOf(camera);
    view.settledAt(camera.zoom);
    // A map not laid out yet (no size) shows nothing: its empty view must not empty the caller's list.
    const laidOut = camera.width > 0 && camera.height > 0;
    if (markersSet && laidOut) idle.emit({ bounds, zoom: camera.zoom, markerIdsInside: idsInside(markers.markers(), bounds) });
  };
  const settle = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(settled, 0);
  };
  function moveTo(next: Camera) {
    camera = next;
    redraw();
    settle();
  }

  const detach = attachGestures(view.surface, {
    pan: (dx, dy) => {
      camera = panBy(camera, dx, dy);
      redraw();
    },
    zoomBy: (steps, anchor) => {
      camera = zoomAround(camera, camera.zoom + steps, limits, anchor);
      redraw();
    },
    settle,
    escape: () => info.close(true),
    isOwnedElsewhere: (target) => target instanceof Node && info.contains(target),
    dragging: view.dragging,
  });
  view.onZoomButton((steps) => moveTo(zoomAround(camera, Math.round(camera.zoom) + steps, limits)));
  const stopResize = view.onResize((size) => {
    camera = { ...camera, ...size };
    draw();
    settle();
  });
  draw();
  settle();

  return {
    setMarkers(next: readonly MapMarker[]) {
      markers.set(next);
      markersSet = true;
      redraw();
      settle();
    },
    fitToMarkers() {
      const all = markers.markers();
      const bounds = boundsAround(all.map((m) => m.position));
      if (!bounds) return;
      limits.max = options.maxZoom;
      const fitted = all.length === 1 ? { ...camera, center: (all[0] as MapMarker).position, zoom: limits.max } : fitBounds(camera, bounds, 48, limits);
      moveTo(fitted);
    },
    onMarkerClick: clicks.on,
    openInfoWindow(id, content, label) {
      const marker = markers.markers().find((m) => m.id === id);
      if (!marker) return;
      info.open(marker.position, content, label, camera);
      // Like Google's, the window pans the map until it is wholly in view, once its content has laid out.
      requestAnimationFrame(() => {
        const { dx, dy } = info.overflow();
        if (dx || dy) moveTo(panBy(camera, dx, dy));
      });
    },
    closeInfoWindow: () => info.close(false),
    onInfoWindowClose: closes.on,
    onIdle: idle.on,
    zoomTo(position, zoom) {
      moveTo(zoomAround({ ...camera, center: position }, zoom, limits));
    },
    destroy() {
      clearTimeout(settleTimer);
      cancelAnimationFrame(frame);
      detach();
      stopResize();
      info.close(false);
      markers.destroy();
      view.destroy();
      for (const emitter of [clicks, idle, closes]) emitter.clear();
    },
  };
}
