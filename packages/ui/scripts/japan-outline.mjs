#!/usr/bin/env node
// Writes src/maps/built-in/japan-outline.json, the land the built-in map draws: Japan from Natural Earth's
// 1:10m countries (world-atlas), its neighbours from 1:50m cut to the region. The whole atlas is 3.6 MB; the
// map's lazy chunk carries only this. Run again after a world-atlas upgrade: `node packages/ui/scripts/japan-outline.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const atlas = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}.json`), 'utf8'));
// ISO 3166 numeric: Japan; China, Taiwan, North and South Korea, Russia.
const japan = '392';
const neighbours = new Set(['156', '158', '408', '410', '643']);
const region = { west: 117, south: 20, east: 155, north: 52 };

const polygonsOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []);

/**
 * A ring as flat [lng, lat, dlng, dlat …]: the first point in 1/scale degrees, then each step from the one before
 * (small numbers that pack well), repeats dropped.
 */
function ring(points, scale, clip) {
  const flat = [];
  for (const [lng, lat] of points) {
    const x = Math.round((clip ? Math.min(Math.max(lng, region.west), region.east) : lng) * scale);
    const y = Math.round((clip ? Math.min(Math.max(lat, region.south), region.north) : lat) * scale);
    if (flat.at(-2) === x && flat.at(-1) === y) continue;
    // Along the region's edge only the corners matter: a point between two others on the same edge goes.
    const n = flat.length;
    if (clip && n >= 4 && onSameEdge([flat[n - 4], flat[n - 3]], [flat[n - 2], flat[n - 1]], [x, y], scale)) flat.splice(n - 2, 2);
    flat.push(x, y);
  }
  return flat.map((value, i) => (i < 2 ? value : value - (flat[i - 2] ?? 0)));
}

function onSameEdge(a, b, c, scale) {
  const edges = [
    [0, region.west],
    [0, region.east],
    [1, region.south],
    [1, region.north],
  ];
  return edges.some(([axis, value]) => [a, b, c].every((p) => p[axis] === Math.round(value * scale)));
}

function inRegion(polygon) {
  return polygon[0].some(([lng, lat]) => lng >= region.west && lng <= region.east && lat >= region.south && lat <= region.north);
}

function polygons(topology, keep, scale, clip) {
  const countries = feature(topology, topology.objects.countries).features.filter((f) => keep(String(f.id)));
  return countries
    .flatMap((country) => polygonsOf(country.geometry))
    .filter(inRegion)
    .map((polygon) => polygon.map((r) => ring(r, scale, clip)))
    .filter((polygon) => polygon[0].length >= 8);
}

const outline = {
  source: 'Natural Earth via world-atlas 2 (public domain)',
  japan: { scale: 500, polygons: polygons(atlas('countries-10m'), (id) => id === japan, 500, false) },
  neighbours: { scale: 100, polygons: polygons(atlas('countries-50m'), (id) => neighbours.has(id), 100, true) },
};
const out = path.join(import.meta.dirname, '../src/maps/built-in/japan-outline.json');
writeFileSync(out, `${JSON.stringify(outline)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
