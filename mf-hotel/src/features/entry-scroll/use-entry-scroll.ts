import { toIsoDate } from '@hotel/domain';
import { bookingFromHotelDetailQuery, isBookingEditEntry } from '@hotel/domain/search';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@hotel/ui/router';
import { useIsPhone } from '@hotel/ui';
import { keepSectionInView } from '../section-nav';
import { entryScroll, type EntryScroll, recallScroll } from './lib';
import { restoreScroll } from './restore-scroll';
import { $scrollMemory, scrollLeft } from './memory';

/**
 * The router names the document's first history entry `default` whenever it is shown: as the page opens, and
 * again when the visitor comes back to it (a hotel page opened from a search engine, then the booking review,
 * then back). Only the first showing is new.
 */
let firstEntryShown = false;

/** A page opened by typing or following an outside link (not a reload) never returns to an old position. */
function freshDocumentLoad(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

function planFor(savedY: number | null, routerKey: string, search: string, isPhone: boolean): EntryScroll {
  const { extras } = bookingFromHotelDetailQuery(new URLSearchParams(search), toIsoDate(new Date()));
  const unseen = routerKey === 'default' && freshDocumentLoad() && !firstEntryShown;
  return entryScroll({
    editEntry: isBookingEditEntry(extras),
    tab: extras.tab,
    savedY: unseen ? null : savedY,
    isPhone,
  });
}

/**
 * SPEC 2.1, 2.5: where the page is scrolled on entry (see `entryScroll`), done once per history entry. The
 * position is remembered when the visitor leaves, for back, forward and reload.
 */
export function useEntryScroll(contentReady: boolean): void {
  const { key, pathname, search } = useLocation();
  const isPhone = useIsPhone();
  const entry = `${key}${pathname}`;
  const savedY = useStoreMap({ store: $scrollMemory, keys: [entry], fn: (memory, [at]) => recallScroll(memory, at) });
  const left = useUnit(scrollLeft);
  const plan = useRef<{ visit: string; pathname: string; scroll: EntryScroll; done: boolean; firstEntry: boolean } | null>(null);
  // The page rewriting its own query (a search from its search box, the 2-adult fallback, a view switch) is
  // the same visit: only another page, or back and forward to a position left before, is entered anew
  // (issue 13: each search sent the page back to the top).
  const sameVisit = plan.current?.pathname === pathname && savedY === null;
  if (plan.current?.visit !== entry && !sameVisit) {
    plan.current = { visit: entry, pathname, scroll: planFor(savedY, key, search, isPhone), done: false, firstEntry: key === 'default' };
  }
  const visit = plan.current?.visit ?? entry;

  useLayoutEffect(() => {
    if (plan.current?.firstEntry) firstEntryShown = true;
    if (plan.current?.scroll.kind === 'top') window.scrollTo(0, 0);
  }, [visit]);

  useEffect(() => {
    const current = plan.current;
    if (!contentReady || !current || current.done || current.scroll.kind === 'top') return undefined;
    const { scroll } = current;
    let cancelWait = (): void => undefined;
    const timer = window.setTimeout(
      () => {
        current.done = true;
        cancelWait = scroll.kind === 'restore' ? restoreScroll(scroll.y) : keepSectionInView(scroll.sectionId, isPhone);
      },
      scroll.kind === 'section' ? scroll.delayMs : 0,
    );
    return () => {
      window.clearTimeout(timer);
      cancelWait();
    };
  }, [contentReady, visit, isPhone]);

  useEffect(() => {
    // Read when it moves or when it is kept, not now: reading it here would lay out the page just drawn inside
    // the task that drew it.
    let y: number | null = null;
    // The address changes before this page goes: the next page's own move to its top is not this page's.
    const onThisPage = () => window.location.pathname === pathname;
    const onScroll = () => {
      if (onThisPage()) y = window.scrollY;
    };
    const save = () => left({ entry, y: y ?? (onThisPage() ? window.scrollY : 0) });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [entry, pathname, left]);
}
