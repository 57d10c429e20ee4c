import { type RefObject, useCallback, useEffect, useRef } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFocusOptions {
  /** What takes the focus first; by default `[data-autofocus]`, else the first control, else the dialog. */
  initial?: RefObject<HTMLElement | null>;
  /** Where the focus goes back; by default what had it when the dialog opened (some browsers do not focus a clicked button). */
  opener?: HTMLElement | null;
  /** The page behind does not scroll while the dialog is open. */
  lockScroll?: boolean;
}

/**
 * A modal dialog's keyboard contract: focus moves in, Tab stays inside, Escape dismisses, and focus goes
 * back to the opener when it closes.
 *
 * Returns `leave(action)`: focus goes back first, then `action` closes the dialog. Removing the focused
 * element in the same commit as a changed page (a re-sorted list) makes the browser lay the page out inside
 * the removal, 30 ms on a slow phone; with the focus already out, closing costs only its own work.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  { initial, opener = null, lockScroll = false }: DialogFocusOptions = {},
): (action: () => void) => void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    returnTo.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const controls = () => [...element.querySelectorAll<HTMLElement>(focusable)];
    (initial?.current ?? element.querySelector<HTMLElement>('[data-autofocus]') ?? controls()[0] ?? element).focus();
    const overflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        leaveTo(returnTo.current, dismiss.current);
        return;
      }
      if (event.key !== 'Tab') return;
      const all = controls();
      const first = all[0];
      const last = all.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // On the document: Escape still closes when the focus has fallen to the page (a tap outside the controls).
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (lockScroll) document.body.style.overflow = overflow;
      const focusInside = element.contains(document.activeElement) || document.activeElement === document.body;
      if (focusInside && returnTo.current?.isConnected) returnTo.current.focus({ preventScroll: true });
    };
  }, [dialog, initial, opener, lockScroll]);

  return useCallback((action: () => void) => leaveTo(returnTo.current, action), []);
}

function leaveTo(opener: HTMLElement | null, action: () => void): void {
  if (opener?.isConnected) opener.focus({ preventScroll: true });
  action();
}
