import { useUnit } from 'effector-react';
import type { RefObject } from 'react';
import { type PopupId, popupDismissed, popupOpened } from '../popups/model';
import styles from './field.module.css';

interface FieldTriggerProps {
  popup: PopupId;
  open: boolean;
  label: string;
  value: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Ids of texts that describe the field, such as an error. */
  describedBy?: string;
}

/** A box field that opens its popup: the field's name above, its current value below. */
export function FieldTrigger({ popup, open, label, value, triggerRef, describedBy }: FieldTriggerProps) {
  const { opened, dismissed } = useUnit({ opened: popupOpened, dismissed: popupDismissed });
  return (
    <button
      ref={triggerRef}
      type="button"
      className={styles.trigger}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-describedby={describedBy}
      onClick={() => (open ? dismissed() : opened(popup))}
    >
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
    </button>
  );
}
