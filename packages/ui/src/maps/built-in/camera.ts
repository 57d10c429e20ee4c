import { worldPixel } from '../geo';
import type { Bounds, LatLng } from '../types';

/** What the built-in map shows: a centre, a zoom (256 px tiles, as Google and Baidu count) and its size in px. */
export interface Camera {
  center: LatLng;
  zoom: number;
  width: number;
  height: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Web Mercator stops short of the poles; so does the centre. */
const maxLat = 85;

/** The point at a world pixel of a zoom: the inverse of `worldPixel`. */
export function pointAt(pixel: ScreenPoint, zoom: number): LatLng {
  const scale = 256 * 2 ** zoom;
  const lng = (pixel.x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * pixel.y) / scale;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
}

/** Where a point is drawn in the map's box, from its top-left corner. */
export function toScreen(camera: Camera, point: LatLng): ScreenPoint {
  const at = worldPixel(point, camera.zoom);
  const middle = worldPixel(camera.center, camera.zoom);
  return { x: at.x - middle.x + camera.width / 2, y: at.y - middle.y + camera.height / 2 };
}

/** The point under a spot of the map's box. */
export function fromScreen(camera: Camera, spot: ScreenPoint): LatLng {
  const middle = worldPixel(camera.center, camera.zoom);
  return pointAt({ x: middle.x + spot.x - camera.width / 2, y: middle.y + spot.y - camera.height / 2 }, camera.zoom);
}

/** The visible part of the map. */
export function boundsOf(camera: Camera): Bounds {
  const northWest = fromScreen(camera, { x: 0, y: 0 });
  const southEast = fromScreen(camera, { x: camera.width, y: camera.height });
  return { south: southEast.lat, west: northWest.lng, north: northWest.lat, east: southEast.lng };
}

const withCenter = (camera: Camera, center: LatLng): Camera => ({
  ...camera,
  center: { lat: Math.min(Math.max(center.lat, -maxLat), maxLat), lng: center.lng },
});

/** The map dragged by (dx, dy) px: what was under the pointer stays under it. */
export function panBy(camera: Camera, dx: number, dy: number): Camera {
  return withCenter(camera, fromScreen(camera, { x: camera.width / 2 - dx, y: camera.height / 2 - dy }));
}

/** The map zoomed to `zoom` (within limits) keeping the point under `anchor` (default: the middle) in place. */
export function zoomAround(camera: Camera, zoom: number, limits: { min: number; max: number }, anchor?: ScreenPoint): Camera {
  const next = Math.min(Math.max(zoom, limits.min), limits.max);
  if (next === camera.zoom) return camera;
  const spot = anchor ?? { x: camera.width / 2, y: camera.height / 2 };
  const fixed = fromScreen(camera, spot);
  const zoomed = { ...camera, zoom: next };
  const drift = toScreen(zoomed, fixed);
  return panBy(zoomed, spot.x - drift.x, spot.y - drift.y);
}

/** The whole-number zoom and centre that show `bounds` inside the box less `padding`, never closer than `maxZoom`. */
export function fitBounds(camera: Camera, bounds: Bounds, padding: number, limits: { min: number; max: number }): Camera {
  const southWest = worldPixel({ lat: bounds.south, lng: bounds.west }, 0);
  const northEast = worldPixel({ lat: bounds.north, lng: bounds.east }, 0);
  const span = { x: Math.max(northEast.x - southWest.x, 1e-9), y: Math.max(southWest.y - northEast.y, 1e-9) };
  const room = { x: Math.max(camera.width - 2 * padding, 1), y: Math.max(camera.height - 2 * padding, 1) };
  const zoom = Math.floor(Math.min(Math.log2(room.x / span.x), Math.log2(room.y / span.y)));
  const middle = pointAt({ x: (southWest.x + northEast.x) / 2, y: (southWest.y + northEast.y) / 2 }, 0);
  return withCenter({ ...camera, zoom: Math.min(Math.max(zoom, limits.min), limits.max) }, middle);
}
