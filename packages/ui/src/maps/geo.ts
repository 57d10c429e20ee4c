import type { Bounds, LatLng } from './types';

/** Whether a point lies inside bounds, also when they span the antimeridian. */
export function boundsContain(bounds: Bounds, point: LatLng): boolean {
  if (point.lat < bounds.south || point.lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? point.lng >= bounds.west && point.lng <= bounds.east
    : point.lng >= bounds.west || point.lng <= bounds.east;
}

/** The smallest bounds around the points; null for none. */
export function boundsAround(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** Ids of the items whose position is inside bounds, in their order. */
export function idsInside<T extends { id: string; position: LatLng }>(items: readonly T[], bounds: Bounds): string[] {
  return items.filter((item) => boundsContain(bounds, item.position)).map((item) => item.id);
}

/** Web Mercator world pixel of a point at a zoom (256 px tiles), the projection both services draw with. */
export function worldPixel(point: LatLng, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((point.lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}
