import { useCallback, useEffect, useRef, useState } from 'react';
import { activeTab, scrollSpyMargin, type SectionTab, type TabKey } from './lib';
import { keepSectionInView } from './scroll';

export const pageEndId = 'hotel-page-end';
/** How long a chosen tab stays marked while its smooth scroll passes the sections in between. */
const keepChosenMs = 3000;
/**
 * How long a chosen tab's section is held under the bar while the parts above it arrive. On a slow phone (or a
 * busy machine) the rooms can land well after 3 s and push the map out of sight; any scroll, touch or key of
 * the visitor's ends the hold at once, so a long one never fights them.
 */
const holdChosenMs = 15_000;

function sectionTops(tabs: readonly SectionTab[]) {
  return tabs.flatMap(({ key, sectionId }) => {
    const element = document.getElementById(sectionId);
    return element ? [{ key, top: element.getBoundingClientRect().top }] : [];
  });
}

/** The end of the page's sections is in view (the site footer may follow): the last tab is the one read. */
function atPageEnd(): boolean {
  const end = document.getElementById(pageEndId);
  return window.scrollY > 0 && end !== null && end.getBoundingClientRect().top <= window.innerHeight;
}

/**
 * SPEC 2.5 scroll-spy: the tab whose section is at the top of the window is marked. Observers watch a 1 px
 * line 100 px below the top and the end of the page; a tab chosen by click stays marked while its smooth
 * scroll passes the sections in between.
 */
export function useScrollSpy(tabs: readonly SectionTab[], isPhone: boolean, ready: boolean) {
  const [active, setActive] = useState<TabKey>('hotel');
  const chosen = useRef<TabKey | null>(null);
  const keeper = useRef<(() => void) | null>(null);
  useEffect(() => () => keeper.current?.(), []);
  // `tabs` is rebuilt each render; its section ids say everything that matters to the observers below, and
  // the sections are read from the latest tabs when an observer reports.
  const sectionIds = tabs.map((tab) => tab.sectionId).join(' ');
  const latestTabs = useRef(tabs);
  useEffect(() => {
    latestTabs.current = tabs;
  });

  const compute = useCallback(() => {
    if (chosen.current) return;
    setActive(activeTab(sectionTops(latestTabs.current), { margin: scrollSpyMargin, atPageEnd: atPageEnd() }) ?? 'hotel');
  }, []);

  useEffect(() => {
    if (!ready || typeof IntersectionObserver === 'undefined') return undefined;
    let observers: IntersectionObserver[] = [];
    const observe = () => {
      observers.forEach((observer) => observer.disconnect());
      const line = new IntersectionObserver(compute, {
        rootMargin: `-${scrollSpyMargin}px 0px -${Math.max(0, window.innerHeight - scrollSpyMargin - 1)}px 0px`,
      });
      sectionIds.split(' ').forEach((id) => {
        const element = document.getElementById(id);
        if (element) line.observe(element);
      });
      const end = new IntersectionObserver(compute);
      const sentinel = document.getElementById(pageEndId);
      if (sentinel) end.observe(sentinel);
      // Each observer reports once as it starts, after the browser has laid the page out: reading the
      // sections here instead would force that layout before the hotel's first paint.
      observers = [line, end];
    };
    // Reading the window's height lays out whatever was just drawn: in an animation frame that is the layout
    // the frame does anyway, not one more inside the task that drew the sections (issue 15: long tasks).
    let frame = 0;
    const observeSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(observe);
    };
    observeSoon();
    window.addEventListener('resize', observeSoon);
    // Sections whose code arrives later (map, reviews) are watched once they are on the page.
    const page = document.getElementById(pageEndId)?.parentElement;
    const arrivals = page ? new MutationObserver(observeSoon) : null;
    if (page) arrivals?.observe(page, { childList: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', observeSoon);
      arrivals?.disconnect();
      observers.forEach((observer) => observer.disconnect());
    };
  }, [ready, sectionIds, compute]);

  const select = useCallback(
    (tab: SectionTab) => {
      // The section stays under the bar while the parts above it are still arriving (the rooms push the map
      // down by thousands of pixels); one whose own code is still arriving is scrolled to as it lands.
      keeper.current?.();
      keeper.current = keepSectionInView(tab.sectionId, isPhone, holdChosenMs, 'smooth');
      chosen.current = tab.key;
      setActive(tab.key);
      const release = () => {
        if (chosen.current !== tab.key) return;
        chosen.current = null;
        compute();
      };
      // Released when the smooth scroll ends; a fallback for browsers without `scrollend`, or no scroll at all.
      window.addEventListener('scrollend', release, { once: true });
      window.setTimeout(release, keepChosenMs);
    },
    [isPhone, compute],
  );

  return { active, select };
}
