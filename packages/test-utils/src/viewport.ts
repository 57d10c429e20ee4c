/**
 * jsdom has no layout and no `matchMedia`: this one answers width queries (`(max-width: 767.98px)`,
 * `(min-width: 768px) and (max-width: 1023.98px)`) for a screen of the given width, so a component sees a
 * phone or a desktop. Other features (orientation, hover …) never match.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((clause) => {
      const bound = /\((min|max)-width:\s*([\d.]+)px\)/.exec(clause);
      if (!bound) return false;
      const px = Number(bound[2]);
      return bound[1] === 'min' ? width >= px : width <= px;
    });
  window.matchMedia = ((query: string) => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** A phone's width (SPEC 9: narrower than 768 px) and a desktop's. */
export const phoneWidth = 390;
export const desktopWidth = 1280;
