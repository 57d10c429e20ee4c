import { Button } from '@hotel/ui';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './auth-drawer.module.css';
import { handleDialogKeys, useDialogFocus } from './use-dialog-focus';

interface AuthDrawerProps {
  /** Names the step shown; the heading takes focus whenever it changes. */
  stepKey: string;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}

/** The login drawer's frame (SPEC 2.8): a full-width sheet on phones, a right-hand drawer on wider screens. */
export function AuthDrawer({ stepKey, title, onClose, children }: AuthDrawerProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDialogFocus(headingRef, stepKey);
  const titleId = `auth-panel-${stepKey}-title`;
  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" />
      <div
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => handleDialogKeys(event, onClose)}
      >
        <header className={styles.header}>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          <Button variant="secondary" className={styles.close} onClick={onClose}>
            <FormattedMessage id="member.auth.close" />
          </Button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </>
  );
}
