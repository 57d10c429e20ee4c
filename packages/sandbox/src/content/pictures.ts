import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';

/** Thumbnails (`size=thumb`) are half the width of a full picture. */
export const fullWidth = 940;
export const thumbWidth = 470;
/** Pictures kept once drawn (about 30 KB as PNG, 9 as WebP): a visit asks for the same ones again and again. */
const cacheSize = 600;

/** What the content API encodes a picture as: PNG by default, WebP when asked (`format=webp`), a third of the bytes. */
export type PictureFormat = 'png' | 'webp';

export const pictureTypes: Record<PictureFormat, string> = { png: 'image/png', webp: 'image/webp' };

/** The format a request asks for; anything but `webp` keeps the PNG every client can show. */
export function pictureFormatOf(requested: string | null): PictureFormat {
  return requested === 'webp' ? 'webp' : 'png';
}

const cache = new Map<string, Promise<Buffer>>();

async function draw(svg: string, width: number, format: PictureFormat): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  if (format === 'png') return image.asPng();
  // From the drawn pixels, not through a PNG. Quality 80: the drawings' soft gradients show no banding at it.
  // Effort 2 of 6 encodes a full picture in half the time of the default 4 (~20 ms instead of ~40) for 9 % more
  // bytes (hotel 46's first: 28.7 KB as PNG, 9.4 KB as WebP), so a picture nobody asked for yet comes quickly.
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  return sharp(image.pixels, { raw }).webp({ quality: 80, effort: 2 }).toBuffer();
}

/**
 * The drawing as a picture file, like the photos of the real content API: a browser decodes it off the main
 * thread, where an SVG picture would be laid out and painted on it. Drawn and encoded on libuv's thread pool, so
 * the sandbox keeps answering meanwhile, and no fonts are loaded (the drawings carry no writing).
 */
export function pictureOf(key: string, svg: () => string, width: number, format: PictureFormat = 'png'): Promise<Buffer> {
  const cacheKey = `${key}@${width}.${format}`;
  const known = cache.get(cacheKey);
  if (known) {
    // Most recently used last, so the oldest is dropped first.
    cache.delete(cacheKey);
    cache.set(cacheKey, known);
    return known;
  }
  const drawn = draw(svg(), width, format);
  cache.set(cacheKey, drawn);
  drawn.catch(() => cache.delete(cacheKey));
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  return drawn;
}
