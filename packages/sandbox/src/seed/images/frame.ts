import { hashString } from '../catalogue/prng';
import type { Palette } from './palettes';
import { height, linearGradient, width } from './svg';

/** A five-petal cherry blossom, the brand mark. */
export function blossom(cx: number, cy: number, r: number, fill: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map((angle) => `<ellipse cx="${cx}" cy="${cy - r * 0.55}" rx="${r * 0.36}" ry="${r * 0.55}" transform="rotate(${angle} ${cx} ${cy})" fill="${fill}"/>`)
    .join('');
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="#fff3b0"/>`;
}

/** Soft light falling on the picture from a place of its own, so no two pictures of a set are alike. */
function light(key: string): string {
  const hash = hashString(key);
  return `<circle cx="${hash % width}" cy="${(hash >>> 10) % 200}" r="${160 + ((hash >>> 20) % 120)}" fill="#ffffff" fill-opacity="0.14"/>`;
}

/**
 * A 940×580 picture: the scene on its sky, in the light of `key`. Like the photos of the real content API it
 * carries no writing; what it shows is told by the page (captions, alt text).
 */
export function frame(palette: Palette, scene: string, key: string): string {
  const defs = [linearGradient('sky', palette.sky), linearGradient('building', palette.building)].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${defs}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    scene,
    light(key),
    '</svg>',
  ].join('');
}
