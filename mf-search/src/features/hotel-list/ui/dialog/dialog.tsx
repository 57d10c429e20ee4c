import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { useDialogFocus } from '@hotel/ui';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styles from './dialog.module.css';

interface DialogProps {
  title: ReactNode;
  onDismiss: () => void;
  /** `sheet`: centred (a bottom sheet on phones); `panel`: slides in from the side (full screen on phones). */
  variant: 'sheet' | 'panel';
  /** The footer's controls; `leave(action)` runs an action that closes the dialog (see useDialogFocus). */
  footer: (leave: (action: () => void) => void) => ReactNode;
  children: ReactNode;
}

/** The list's overlays: a modal dialog over a backdrop; a click outside or Escape dismisses it. */
export function Dialog({ title, onDismiss, variant, footer, children }: DialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const leave = useDialogFocus(ref, onDismiss);
  const onBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) leave(onDismiss);
  };
  return createPortal(
    <div className={styles.backdrop} onClick={onBackdrop}>
      <div ref={ref} className={`${styles.dialog} ${styles[variant]}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => leave(onDismiss)} aria-label={intl.formatMessage({ id: 'search.list.close' })}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>{footer(leave)}</div>
      </div>
    </div>,
    document.body,
  );
}
