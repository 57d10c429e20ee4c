import { boundsAround, worldPixel } from './geo';
import type { Bounds, LatLng, MapMarker } from './types';

export interface MarkerGroup {
  /** One marker alone, or the cluster of several. */
  markers: MapMarker[];
  position: LatLng;
  bounds: Bounds;
}

/**
 * Groups markers that fall into the same square of `cellPx` screen pixels at `zoom`; from `clusterBelowZoom`
 * up every marker stands alone. A small grid clusterer for services without a clustering library (Baidu).
 */
export function gridClusters(
  markers: readonly MapMarker[],
  zoom: number,
  clusterBelowZoom: number,
  cellPx = 60,
): MarkerGroup[] {
  const cells = new Map<string, MapMarker[]>();
  for (const marker of markers) {
    const key =
      zoom < clusterBelowZoom
        ? (({ x, y }) => `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`)(worldPixel(marker.position, Math.round(zoom)))
        : marker.id;
    cells.set(key, [...(cells.get(key) ?? []), marker]);
  }
  return [...cells.values()].map((group) => {
    const bounds = boundsAround(group.map((m) => m.position)) as Bounds;
    const position =
      group.length === 1
        ? (group[0] as MapMarker).position
        : { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + bounds.east) / 2 };
    return { markers: group, position, bounds };
  });
}
