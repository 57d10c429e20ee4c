import { type RefObject, useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { showsOnlySkeleton } from './first-frame';
import { remoteLoadDeadline } from './remote-loader';

export interface FirstFrameDeadline {
  /** The slot's own element, watched until its page has drawn its first frame. */
  slotRef: RefObject<HTMLDivElement | null>;
  /** Called when the slot's content (not its suspense fallback) has been committed for `attempt`. */
  committed: (attempt: string) => void;
}

/**
 * Issue 16: the deadline covers the page, not just its entry. From the start of an attempt, the page has
 * `remoteLoadDeadline()` to draw its first frame: its entry, exposed module, messages and the chunks behind its
 * own skeleton. Missing it calls `onMissed`, drawing it `onDrawn`; once drawn, nothing later (data,
 * below-the-fold code) counts.
 */
export function useFirstFrameDeadline(attempt: string, onMissed: (attempt: string) => void, onDrawn: () => void): FirstFrameDeadline {
  const slotRef = useRef<HTMLDivElement>(null);
  const committedAttempt = useRef<string | null>(null);
  const check = useRef<() => void>(() => undefined);
  const missed = useEffectEvent(() => onMissed(attempt));
  const drawn = useEffectEvent(() => onDrawn());

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot) return undefined;
    let framed = false;
    const observer = new MutationObserver(() => check.current());
    const timer = setTimeout(() => {
      check.current();
      if (framed) return;
      stop();
      missed();
    }, remoteLoadDeadline());
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      check.current = () => undefined;
    }
    check.current = () => {
      if (framed || committedAttempt.current !== attempt || !slot || showsOnlySkeleton(slot)) return;
      framed = true;
      stop();
      drawn();
    };
    observer.observe(slot, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
    check.current();
    return stop;
  }, [attempt]);

  const committed = useCallback((done: string) => {
    committedAttempt.current = done;
    check.current();
  }, []);
  return { slotRef, committed };
}
