import { Button } from '@hotel/ui';
import { Dialog, DialogTitle } from '@hotel/ui/dialog';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './auth-drawer.module.css';

interface AuthDrawerProps {
  /** Names the step shown; its first field (else the heading) takes focus whenever it changes. */
  stepKey: string;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * The login drawer's frame (SPEC 2.8): a full-width sheet on phones, a right-hand drawer on wider screens. A
 * click beside it does not close it, so a half-filled form is never lost.
 */
export function AuthDrawer({ stepKey, title, onClose, children }: AuthDrawerProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A new step starts where the visitor types; a step without fields is announced by its heading.
  useEffect(() => {
    const firstField = bodyRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not(:disabled), select, textarea');
    (firstField ?? headingRef.current)?.focus();
  }, [stepKey]);
  return (
    <Dialog shape="end" phoneShape="full" onClose={onClose} dismissOnOutsideClick={false} initialFocus={headingRef}>
      <header className={styles.header}>
        <DialogTitle ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </DialogTitle>
        <Button variant="secondary" className={styles.close} onClick={onClose}>
          <FormattedMessage id="member.auth.close" />
        </Button>
      </header>
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
    </Dialog>
  );
}
