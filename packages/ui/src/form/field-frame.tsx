import { type ReactNode, useId } from 'react';
import styles from './form.module.css';

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
  /** `aria-describedby` of the control: its hint and, when shown, its error. */
  describedBy: string | undefined;
}

export function useFieldIds(hint: ReactNode, error: string | null): FieldIds {
  const id = useId();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return { ...ids, describedBy };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error: string | null;
  required?: boolean;
  /** Shown at the end of the label row (a character counter). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, the control, then its hint and its error: the one look of every form field. */
export function FieldFrame({ ids, label, hint, error, required, aside, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, error ? styles.invalid : null, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={ids.input} className={styles.label}>
          {label}
          {required && (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrorText id={ids.error} error={error} />
    </div>
  );
}

export function FieldErrorText({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}
