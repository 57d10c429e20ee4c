import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Focus for a modal drawer: the heading takes focus on opening and on every step change (so the new step is
 * announced), and the element that opened the drawer gets focus back when it goes away.
 */
export function useDialogFocus(headingRef: RefObject<HTMLElement | null>, stepKey: string): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    headingRef.current?.focus();
  }, [headingRef, stepKey]);
}

/** Escape closes; Tab and Shift+Tab wrap around inside the dialog, as `aria-modal` promises. */
export function handleDialogKeys(event: KeyboardEvent<HTMLElement>, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const leavingAtEnd = !event.shiftKey && document.activeElement === last;
  const leavingAtStart = event.shiftKey && (document.activeElement === first || !controls.includes(document.activeElement as HTMLElement));
  if (leavingAtEnd || leavingAtStart) {
    event.preventDefault();
    (leavingAtEnd ? first : last).focus();
  }
}
