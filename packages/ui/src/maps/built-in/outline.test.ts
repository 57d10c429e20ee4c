import { geoBounds } from 'd3-geo';
import outline from './japan-outline.json';
import { unpackOutline } from './outline';

describe('the land the built-in map draws (Natural Earth via world-atlas)', () => {
  it('unpacks steps from a first point into closed rings in degrees', () => {
    const shape = unpackOutline({ scale: 100, polygons: [[[13_900, 3_500, 100, 0, 0, 100]]] });
    expect(shape.coordinates).toEqual([
      [
        [
          [139, 35],
          [140, 35],
          [140, 36],
          [139, 35],
        ],
      ],
    ]);
  });

  it('holds Japan, from Okinawa to Hokkaido', () => {
    const [[west, south], [east, north]] = geoBounds(unpackOutline(outline.japan));
    expect(south).toBeLessThan(26.5);
    expect(north).toBeGreaterThan(45);
    expect(west).toBeLessThan(128);
    expect(east).toBeGreaterThan(145);
  });
});
