import { renderAsync } from '@resvg/resvg-js';

/** Thumbnails (`size=thumb`) are half the width of a full picture. */
export const fullWidth = 940;
export const thumbWidth = 470;
/** Pictures kept once drawn (about 30 KB each): a visit asks for the same ones again and again. */
const cacheSize = 600;

const cache = new Map<string, Promise<Buffer>>();

/**
 * The drawing as a PNG, like the photos of the real content API: a browser decodes it off the main thread,
 * where an SVG picture would be laid out and painted on it. Drawn on libuv's thread pool, so the sandbox keeps
 * answering meanwhile, and no fonts are loaded (the drawings carry no writing).
 */
export function pngOf(key: string, svg: () => string, width: number): Promise<Buffer> {
  const cacheKey = `${key}@${width}`;
  const known = cache.get(cacheKey);
  if (known) {
    // Most recently used last, so the oldest is dropped first.
    cache.delete(cacheKey);
    cache.set(cacheKey, known);
    return known;
  }
  const drawn = renderAsync(svg(), { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).then((image) => image.asPng());
  cache.set(cacheKey, drawn);
  drawn.catch(() => cache.delete(cacheKey));
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  return drawn;
}
