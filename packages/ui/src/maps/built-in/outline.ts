import type { MultiPolygon } from 'geojson';

/** Rings packed by scripts/japan-outline.mjs: a first point in 1/scale degrees, then steps from the one before. */
export interface PackedOutline {
  scale: number;
  polygons: number[][][];
}

function ring(packed: readonly number[], scale: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  let [x, y] = [0, 0];
  for (let i = 0; i + 1 < packed.length; i += 2) {
    x += packed[i] as number;
    y += packed[i + 1] as number;
    points.push([x / scale, y / scale]);
  }
  // GeoJSON rings end where they start.
  const [first] = points;
  if (first && (points.at(-1)?.[0] !== first[0] || points.at(-1)?.[1] !== first[1])) points.push(first);
  return points;
}

/** The packed rings as a GeoJSON MultiPolygon, in degrees. */
export function unpackOutline(outline: PackedOutline): MultiPolygon {
  return { type: 'MultiPolygon', coordinates: outline.polygons.map((polygon) => polygon.map((r) => ring(r, outline.scale))) };
}
