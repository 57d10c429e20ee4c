import { scrollTargetY } from './lib';

export const sectionNavSelector = '[data-section-nav]';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function place(section: HTMLElement, isPhone: boolean, smooth: boolean): void {
  const navHeight = document.querySelector<HTMLElement>(sectionNavSelector)?.offsetHeight ?? 0;
  const top = scrollTargetY({ sectionTop: section.getBoundingClientRect().top, scrollY: window.scrollY, navHeight, isPhone });
  window.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
}

/**
 * Scrolls a section to just under the sticky navigation and gives its heading the focus (without a second
 * scroll), so keyboard and screen-reader users land where sighted users do. False when it is not on the page.
 */
export function scrollToSection(sectionId: string, isPhone: boolean): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  place(section, isPhone, true);
  section.querySelector<HTMLElement>('h1, h2')?.focus({ preventScroll: true });
  return true;
}

/** What a visitor does to move the page themselves: a scroll the page makes for them stops at any of these. */
export const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * For a move to a section (a tab, a `tab` link, a booking edit): waits for the section if its code is still
 * arriving, puts it under the navigation, and keeps it there while the parts above it finish loading (the rooms
 * grow above the map and the reviews), until the visitor scrolls or touches anything, or `forMs` pass.
 * The first move may be smooth (a tab chosen on the page); later corrections jump. Returns a function that stops it.
 */
export function keepSectionInView(sectionId: string, isPhone: boolean, forMs = 8000, firstMove: 'smooth' | 'auto' = 'auto'): () => void {
  let placed = false;
  const placeNow = () => {
    const section = document.getElementById(sectionId);
    if (!section) return;
    place(section, isPhone, !placed && firstMove === 'smooth');
    if (!placed) section.querySelector<HTMLElement>('h1, h2')?.focus({ preventScroll: true });
    placed = true;
  };
  // A ResizeObserver reports once as it starts; that report is not a change and must not cut a smooth move short.
  let started = false;
  const layout = new ResizeObserver(() => {
    if (started) placeNow();
    started = true;
  });
  const arrivals = new MutationObserver(placeNow);
  const timer = window.setTimeout(() => stop(), forMs);
  function stop() {
    layout.disconnect();
    arrivals.disconnect();
    window.clearTimeout(timer);
    visitorInput.forEach((type) => window.removeEventListener(type, stop));
  }
  visitorInput.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  layout.observe(document.body);
  arrivals.observe(document.body, { childList: true, subtree: true });
  placeNow();
  return stop;
}
