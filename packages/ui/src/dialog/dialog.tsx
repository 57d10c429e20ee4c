import { type ReactNode, type RefObject, useCallback, useId, useMemo, useRef } from 'react';
import { mergeProps, Overlay, useDialog, useModalOverlay, useOverlay } from 'react-aria';
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
  /**
   * The page behind is made inert and stops scrolling (default). Off for quick sheets over a long page (the hotel
   * list's sort and filter): toggling `inert` and `overflow` on the page restyles and lays out every card when
   * the sheet closes, which took the Done click from 64 to 144 ms at 4x CPU. Focus is still kept inside.
   */
  lockPage?: boolean;
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
export function Dialog({ lockPage = true, ...props }: DialogProps) {
  return <Overlay>{lockPage ? <ModalDialog {...props} /> : <SheetDialog {...props} />}</Overlay>;
}

type OverlayState = Parameters<typeof useModalOverlay>[1];

/** The overlay state react-aria asks for: open while rendered, and every way of closing is `close`. */
function openState(close: () => void): OverlayState {
  const ignore = () => undefined;
  return { isOpen: true, point: null, setPoint: ignore, open: ignore, close, toggle: close, setOpen: (open) => (open ? undefined : close()) };
}

type OverlayProps = Pick<ReturnType<typeof useModalOverlay>, 'modalProps' | 'underlayProps'>;

function ModalDialog(props: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useClose(ref, props.onClose);
  const state = useMemo(() => openState(() => close()), [close]);
  const overlay = useModalOverlay({ isDismissable: props.dismissOnOutsideClick ?? true }, state, ref);
  useReturnFocus(props.returnFocusTo);
  return <DialogBox {...props} dialogRef={ref} close={close} overlay={overlay} />;
}

/** The same box without making the page behind inert or still (see `lockPage`). */
function SheetDialog(props: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useClose(ref, props.onClose);
  const { overlayProps, underlayProps } = useOverlay(
    { isOpen: true, onClose: () => close(), isDismissable: props.dismissOnOutsideClick ?? true, shouldCloseOnBlur: false },
    ref,
  );
  useReturnFocus(props.returnFocusTo);
  return <DialogBox {...props} dialogRef={ref} close={close} overlay={{ modalProps: overlayProps, underlayProps }} />;
}

/** Every way of closing blurs a control inside first, so the focus never sits in a removed element. */
function useClose(ref: RefObject<HTMLDivElement | null>, onClose: () => void) {
  return useCallback(
    (action: () => void = onClose) => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && ref.current?.contains(active)) active.blur();
      action();
    },
    [ref, onClose],
  );
}

type DialogBoxProps = DialogProps & {
  dialogRef: RefObject<HTMLDivElement | null>;
  close: (action?: () => void) => void;
  overlay: OverlayProps;
};

function DialogBox({ id, shape, phoneShape, role = 'dialog', initialFocus, className, children, dialogRef, close, overlay, ...rest }: DialogBoxProps) {
  const titleId = useId();
  // Before useDialog's own effect, which then leaves the focus where this put it.
  useInitialFocus(dialogRef, initialFocus);
  const aria = { 'aria-label': rest['aria-label'], 'aria-labelledby': rest['aria-labelledby'], 'aria-describedby': rest['aria-describedby'] };
  const named = aria['aria-label'] ? aria : { ...aria, 'aria-labelledby': aria['aria-labelledby'] ?? titleId };
  const { dialogProps } = useDialog({ ...named, role }, dialogRef);
  const context = useMemo(() => ({ titleId, close }), [titleId, close]);
  const classes = [styles.dialog, styles[shape], phoneShape && styles[phoneClasses[phoneShape]], className].filter(Boolean).join(' ');
  return (
    <div className={styles.underlay} {...overlay.underlayProps}>
      <div {...mergeProps(overlay.modalProps, dialogProps)} id={id} ref={dialogRef} aria-modal="true" className={classes}>
        <DialogContext value={context}>{children}</DialogContext>
      </div>
    </div>
  );
}
