import { Button } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import styles from './reset-password-form.module.css';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** A form's main button: busy and disabled while its call is under way. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      <FormattedMessage id={pending ? pendingLabel : label} />
    </Button>
  );
}
