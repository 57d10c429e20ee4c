import { useEffect, useRef } from 'react';
import type { SearchResults } from '../model';

/** Lets the page's own scroll to the section (SPEC 2.5: 150 ms after load) finish first. */
const afterPageScrollMs = 250;

/** SPEC 2.5 `roomCode`/`planCode`: when the rooms are in, the linked rate is scrolled into view, once. */
export function useScrollToLinkedOffer(results: SearchResults | null): void {
  const scrolled = useRef(false);
  useEffect(() => {
    if (!results || scrolled.current) return undefined;
    const timer = setTimeout(() => {
      const linked = document.querySelector('[data-linked]');
      if (!linked) return;
      scrolled.current = true;
      linked.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, afterPageScrollMs);
    return () => clearTimeout(timer);
  }, [results]);
}
