import { type RefObject, useEffect, useState } from 'react';
import { useFocusManager } from 'react-aria';

export type FocusTarget = RefObject<HTMLElement | null> | HTMLElement | null;

const resolve = (target: FocusTarget | undefined): HTMLElement | null =>
  target && 'current' in target ? target.current : (target ?? null);

/**
 * Where the focus starts: `initial`, else a control marked `data-autofocus` (the chosen option), else the first
 * control, else the dialog itself. Must run before useDialog's own effect, which then leaves the focus alone.
 */
export function useInitialFocus(dialog: RefObject<HTMLElement | null>, initial: FocusTarget | undefined): void {
  const focusManager = useFocusManager();
  // Only the target given at opening counts: later renders never move the focus.
  const [start] = useState(() => initial);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.contains(document.activeElement)) return;
    const chosen = resolve(start) ?? element.querySelector<HTMLElement>('[data-autofocus]');
    if (chosen) chosen.focus();
    else if (!focusManager?.focusFirst({ tabbable: true })) element.focus();
  }, [dialog, start, focusManager]);
}

/**
 * The focus goes back to `target` (else to what had it when the dialog opened) once the dialog is gone. Called
 * after useModalOverlay, so its clean-up runs after the page behind is no longer inert. A visitor's own move
 * elsewhere (a link that navigated, a field) is left alone.
 */
export function useReturnFocus(target: FocusTarget | undefined): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      const to = resolve(target) ?? opener;
      const active = document.activeElement;
      const focusLost = !active || active === document.body || !active.isConnected;
      if (focusLost && to?.isConnected) to.focus({ preventScroll: true });
    },
    [target, opener],
  );
}
