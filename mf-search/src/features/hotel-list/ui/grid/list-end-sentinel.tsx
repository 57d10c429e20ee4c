import { useEffect, useRef } from 'react';
import { loadMoreMarginPx } from '../../lib/paging';
import styles from './hotel-grid.module.css';

interface ListEndSentinelProps {
  onReached: () => void;
  /** A new observer per step: it reports at once whether the end is still near (a tall window). */
  step: number;
}

/** SPEC 9: reports when the end of the cards comes within 300 px of the viewport. */
export function ListEndSentinel({ onReached, step }: ListEndSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = ref.current;
    if (!sentinel) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onReached(), {
      rootMargin: `${loadMoreMarginPx}px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [onReached, step]);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}
