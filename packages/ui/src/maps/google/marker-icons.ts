import type { GoogleLibraries } from './google-types';

// SVG icons drawn as data URLs (CSS custom properties do not reach them): --color-brand, white text.
const brand = '#8a1c2b';

function svgUrl(svg: string): string {
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}

/** A price tag with a pointer at the bottom; the marker's label is drawn on it. */
export function labelIcon(core: GoogleLibraries['core'], text: string) {
  const width = Math.max(44, Math.round(text.length * 7.5 + 20));
  const mid = width / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="34" viewBox="0 0 ${width} 34">` +
    `<path d="M5 1h${width - 10}a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H${mid + 6}l-6 6-6-6H5a4 4 0 0 1-4-4V5a4 4 0 0 1 4-4z" ` +
    `fill="${brand}" stroke="#fff" stroke-width="1.5"/></svg>`;
  return { url: svgUrl(svg), scaledSize: new core.Size(width, 34), anchor: new core.Point(mid, 34), labelOrigin: new core.Point(mid, 14) };
}

/** A round badge for a cluster; the count is its label. */
export function clusterIcon(core: GoogleLibraries['core'], count: number) {
  const size = count < 10 ? 40 : 48;
  const r = size / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<circle cx="${r}" cy="${r}" r="${r - 2}" fill="${brand}" stroke="#fff" stroke-width="3"/></svg>`;
  return { url: svgUrl(svg), scaledSize: new core.Size(size, size), anchor: new core.Point(r, r), labelOrigin: new core.Point(r, r) };
}

export const labelStyle = { color: '#ffffff', fontSize: '12px', fontWeight: '600' } as const;
