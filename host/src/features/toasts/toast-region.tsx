import { $toasts, toastDismissed } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styles from './toast-region.module.css';

const visibleMs = 6_000;

function ToastItem({ id, kind, message }: { id: number; kind: string; message: string }) {
  const dismiss = useUnit(toastDismissed);
  const intl = useIntl();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(id), visibleMs);
    return () => clearTimeout(timer);
  }, [id, dismiss]);
  return (
    <li className={`${styles.toast} ${styles[kind] ?? ''}`}>
      <span>{message}</span>
      <button type="button" className={styles.close} onClick={() => dismiss(id)} aria-label={intl.formatMessage({ id: 'toast.dismiss' })}>
        ×
      </button>
    </li>
  );
}

/** The one place toasts appear, whichever app raised them (STYLE: one way to show a toast). */
export function ToastRegion() {
  const toasts = useUnit($toasts);
  return (
    <ol className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} {...toast} />
      ))}
    </ol>
  );
}
