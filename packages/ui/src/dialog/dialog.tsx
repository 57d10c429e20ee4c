import { type ReactNode, useCallback, useId, useMemo, useRef } from 'react';
import { mergeProps, Overlay, useDialog, useModalOverlay } from 'react-aria';
import { DialogContext } from './dialog-context';
import { type FocusTarget, useInitialFocus, useReturnFocus } from './dialog-focus';
import styles from './dialog.module.css';

/** `centred` box, `start`/`end` side drawer, or the `full` screen. */
export type DialogShape = 'centred' | 'start' | 'end' | 'full';

const phoneClasses = { sheet: 'phoneSheet', full: 'phoneFull' } as const;

type DialogName = { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-label'?: never; 'aria-labelledby'?: string };

export type DialogProps = DialogName & {
  /** Called by Escape, the close button, an outside click (unless turned off) and `useDialogClose()`. */
  onClose: () => void;
  shape: DialogShape;
  /** What the dialog becomes on a phone (SPEC 9, narrower than 768 px): a `sheet` at the bottom, or `full` screen. */
  phoneShape?: 'sheet' | 'full';
  /** A click on the page behind closes the dialog (default); off where the visitor could lose a form's entries. */
  dismissOnOutsideClick?: boolean;
  id?: string;
  role?: 'dialog' | 'alertdialog';
  'aria-describedby'?: string;
  /** What takes the focus first; by default a control marked `data-autofocus`, else the first control. */
  initialFocus?: FocusTarget;
  /** Where the focus goes back; by default what had it at opening (Safari does not focus a tapped button). */
  returnFocusTo?: FocusTarget;
  /** The caller's own look (padding, colours, layout); the shape's base styles never win over it. */
  className?: string;
  children: ReactNode;
};

/**
 * The one modal dialog (react-aria): open while it is rendered. Focus moves in and stays inside, Escape closes,
 * the page behind is inert and does not scroll, and the focus goes back to the opener. Named by its
 * `DialogTitle` unless `aria-label` is given.
 */
export function Dialog(props: DialogProps) {
  return (
    <Overlay>
      <ModalDialog {...props} />
    </Overlay>
  );
}

type OverlayState = Parameters<typeof useModalOverlay>[1];

/** The overlay state react-aria asks for: open while rendered, and every way of closing is `close`. */
function openState(close: () => void): OverlayState {
  const ignore = () => undefined;
  return { isOpen: true, point: null, setPoint: ignore, open: ignore, close, toggle: close, setOpen: (open) => (open ? undefined : close()) };
}

function ModalDialog({ id, onClose, shape, phoneShape, dismissOnOutsideClick = true, role = 'dialog', initialFocus, returnFocusTo, className, children, ...aria }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(
    (action: () => void = onClose) => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && ref.current?.contains(active)) active.blur();
      action();
    },
    [onClose],
  );
  const state = useMemo(() => openState(() => close()), [close]);
  useInitialFocus(ref, initialFocus);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: dismissOnOutsideClick }, state, ref);
  useReturnFocus(returnFocusTo);
  const named = aria['aria-label'] ? aria : { ...aria, 'aria-labelledby': aria['aria-labelledby'] ?? titleId };
  const { dialogProps } = useDialog({ ...named, role }, ref);
  const context = useMemo(() => ({ titleId, close }), [titleId, close]);
  const classes = [styles.dialog, styles[shape], phoneShape && styles[phoneClasses[phoneShape]], className].filter(Boolean).join(' ');
  return (
    <div className={styles.underlay} {...underlayProps}>
      <div {...mergeProps(modalProps, dialogProps)} id={id} ref={ref} aria-modal="true" className={classes}>
        <DialogContext value={context}>{children}</DialogContext>
      </div>
    </div>
  );
}
