import { boundsContain } from '../geo';
import { boundsOf, type Camera, fitBounds, fromScreen, panBy, pointAt, toScreen, zoomAround } from './camera';

const tokyo = { lat: 35.68, lng: 139.76 };
const camera: Camera = { center: tokyo, zoom: 10, width: 400, height: 300 };
const limits = { min: 2, max: 18 };

describe('the built-in map’s camera (Web Mercator, 256 px tiles like Google and Baidu)', () => {
  it('draws its centre in the middle of the box, and reads it back', () => {
    expect(toScreen(camera, tokyo)).toEqual({ x: 200, y: 150 });
    const back = fromScreen(camera, { x: 200, y: 150 });
    expect(back.lat).toBeCloseTo(tokyo.lat, 9);
    expect(back.lng).toBeCloseTo(tokyo.lng, 9);
  });

  it('unprojects world pixels: the world is 256 px wide at zoom 0', () => {
    expect(pointAt({ x: 128, y: 128 }, 0)).toEqual({ lat: 0, lng: 0 });
    expect(pointAt({ x: 0, y: 128 }, 0).lng).toBe(-180);
  });

  it('shows bounds around its centre, twice as wide in degrees one zoom out', () => {
    const near = boundsOf(camera);
    const far = boundsOf({ ...camera, zoom: 9 });
    expect(boundsContain(near, tokyo)).toBe(true);
    expect(far.east - far.west).toBeCloseTo(2 * (near.east - near.west), 9);
    // 400 px at zoom 10: 400 / (256 * 1024) of 360 degrees.
    expect(near.east - near.west).toBeCloseTo((400 / 262_144) * 360, 9);
  });

  it('a drag to the right brings the west into view; the point under the pointer follows it', () => {
    const grabbed = fromScreen(camera, { x: 100, y: 100 });
    const moved = panBy(camera, 50, 20);
    expect(moved.center.lng).toBeLessThan(tokyo.lng);
    const now = toScreen(moved, grabbed);
    expect(now.x).toBeCloseTo(150, 6);
    expect(now.y).toBeCloseTo(120, 6);
  });

  it('never moves the centre past the Mercator limit', () => {
    expect(panBy({ ...camera, zoom: 2 }, 0, 10_000).center.lat).toBe(85);
  });

  it('zooms around a point that stays under the pointer, within the zoom limits', () => {
    const anchor = { x: 320, y: 60 };
    const under = fromScreen(camera, anchor);
    const zoomed = zoomAround(camera, 12, limits, anchor);
    expect(zoomed.zoom).toBe(12);
    expect(toScreen(zoomed, under).x).toBeCloseTo(anchor.x, 6);
    expect(toScreen(zoomed, under).y).toBeCloseTo(anchor.y, 6);
    expect(zoomAround(camera, 30, limits).zoom).toBe(18);
    expect(zoomAround(camera, 0, limits).zoom).toBe(2);
  });

  it('fits bounds at the closest whole zoom that shows them inside the padding, never past the limit', () => {
    const japan = { south: 26.2, west: 127.7, north: 43.8, east: 145.6 };
    const fitted = fitBounds(camera, japan, 48, limits);
    expect(Number.isInteger(fitted.zoom)).toBe(true);
    const shown = boundsOf(fitted);
    expect(shown.south).toBeLessThanOrEqual(japan.south);
    expect(shown.north).toBeGreaterThanOrEqual(japan.north);
    expect(shown.west).toBeLessThanOrEqual(japan.west);
    expect(shown.east).toBeGreaterThanOrEqual(japan.east);
    // One zoom closer, Japan would spill out of the padded box.
    const closer = { ...fitted, zoom: fitted.zoom + 1 };
    const [nw, se] = [toScreen(closer, { lat: japan.north, lng: japan.west }), toScreen(closer, { lat: japan.south, lng: japan.east })];
    expect(nw.x < 48 || nw.y < 48 || se.x > camera.width - 48 || se.y > camera.height - 48).toBe(true);
    const oneStreet = { south: 35.68, west: 139.76, north: 35.6801, east: 139.7601 };
    expect(fitBounds(camera, oneStreet, 48, { min: 2, max: 15 }).zoom).toBe(15);
  });
});
