/** The widths the content API draws a picture at: full (940 px) and, with `size=thumb`, half. */
const fullWidth = 940;
const thumbWidth = 470;

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * A content API picture as WebP (`format=webp`: a third of the PNG's bytes, shown by every browser the site
 * supports), at half width with `thumb`. An address it cannot read is given back as it is.
 */
export function contentImageUrl(url: string, size: 'full' | 'thumb' = 'full'): string {
  const picture = parsed(url);
  if (!picture) return url;
  picture.searchParams.set('format', 'webp');
  if (size === 'thumb') picture.searchParams.set('size', 'thumb');
  return picture.href;
}

/**
 * `srcset` for a content API picture, so a browser that shows it small (a card in a desktop grid, a phone at
 * 1x) takes the half-width drawing; anything wider or denser keeps the full one.
 */
export function contentImageSrcSet(url: string): string | undefined {
  if (!parsed(url)) return undefined;
  return `${contentImageUrl(url, 'thumb')} ${thumbWidth}w, ${contentImageUrl(url)} ${fullWidth}w`;
}

/**
 * `sizes` of a hotel card's banner in the list: the page's width on a phone, a column of the grid
 * (`minmax(280px, 1fr)`) or the map's list above. The list's first paint uses it too, so both take one file.
 */
export const listCardImageSizes = '(max-width: 767.98px) calc(100vw - 32px), 400px';

/**
 * `sizes` of a hotel page's gallery picture: one slide across a phone's page, two side by side from 768 px (at
 * most 580 px each in the 1200 px page), three from 2000 px (SPEC 2.5). The page's first paint uses it too.
 */
export const galleryImageSizes =
  '(min-width: 2000px) 384px, (min-width: 1232px) 580px, (min-width: 768px) calc(50vw - 20px), calc(100vw - 32px)';
