import { type RefObject, useCallback, useEffect, useRef } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard contract: focus moves in (to `[data-autofocus]` or the first control), Tab stays
 * inside, Escape dismisses, and focus goes back to what had it before (the button that opened it).
 *
 * Returns `leave(action)`: focus goes back first, then `action` closes the dialog. Removing the focused
 * element together with a changed list makes the browser lay the page out inside the removal (30 ms on a
 * slow phone); with focus already out, closing the dialog and re-ordering the list cost only their own work.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onDismiss: () => void): (action: () => void) => void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openerRef.current = opener;
    const controls = () => [...dialog.querySelectorAll<HTMLElement>(focusable)];
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? controls()[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        leaveTo(opener, dismiss.current);
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
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected && dialog.contains(document.activeElement)) opener.focus({ preventScroll: true });
    };
  }, [ref]);

  return useCallback((action: () => void) => leaveTo(openerRef.current, action), []);
}

function leaveTo(opener: HTMLElement | null, action: () => void): void {
  if (opener?.isConnected) opener.focus({ preventScroll: true });
  action();
}
