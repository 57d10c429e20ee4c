import { boundsAround, boundsContain, idsInside, worldPixel } from './geo';

const tokyo = { south: 35.5, west: 139.5, north: 35.9, east: 139.9 };

describe('bounds (SPEC 2.4: the list is filtered to the hotels inside the visible bounds)', () => {
  it.each([
    ['inside', { lat: 35.69, lng: 139.7 }, true],
    ['on the edge', { lat: 35.5, lng: 139.9 }, true],
    ['north of it', { lat: 36, lng: 139.7 }, false],
    ['east of it', { lat: 35.69, lng: 140 }, false],
  ])('a point %s is %p', (_case, point, inside) => {
    expect(boundsContain(tokyo, point)).toBe(inside);
  });

  it.each([
    [179, true],
    [-179, true],
    [0, false],
  ])('bounds across the antimeridian contain longitude %p: %p', (lng, inside) => {
    expect(boundsContain({ south: -10, west: 170, north: 10, east: -170 }, { lat: 0, lng })).toBe(inside);
  });

  it('keeps the ids inside, in their order', () => {
    const items = [
      { id: 'b', position: { lat: 35.6, lng: 139.6 } },
      { id: 'osaka', position: { lat: 34.7, lng: 135.5 } },
      { id: 'a', position: { lat: 35.7, lng: 139.8 } },
    ];
    expect(idsInside(items, tokyo)).toEqual(['b', 'a']);
  });

  it('draws the smallest bounds around points, none around nothing', () => {
    expect(boundsAround([{ lat: 1, lng: 5 }, { lat: 3, lng: 2 }])).toEqual({ south: 1, west: 2, north: 3, east: 5 });
    expect(boundsAround([])).toBeNull();
  });

  it('projects with Web Mercator: the world is 256 px wide at zoom 0', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel({ lat: 0, lng: 180 }, 1).x).toBe(512);
  });
});
