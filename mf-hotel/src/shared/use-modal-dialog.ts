import { type RefObject, useEffect, useRef } from 'react';

const focusable = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard and scroll contract: focus moves in (to `initial`), Tab stays inside, Escape closes,
 * the page behind does not scroll, and focus returns to `opener` (or wherever it was) when the modal closes.
 * Some browsers do not focus a button that is clicked, so the caller names the opener.
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  onClose: () => void,
  opener: HTMLElement | null = null,
): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const returnTo = opener ?? (document.activeElement as HTMLElement | null);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    initial.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      returnTo?.focus({ preventScroll: true });
    };
  }, [dialog, initial, opener]);
}
