import { CheckboxField, TextField } from '@hotel/ui/form';
import { FormattedMessage } from 'react-intl';
import { passwordAgainValidator, passwordValidator } from '../lib/validators';
import styles from './guest-form.module.css';
import { WhenChecked } from './when-checked';

/** For visitors: join the programme while booking, and the newsletter with its extra 5% off (SPEC 1, 2.6). */
export function AccountFields() {
  return (
    <div className={styles.block}>
      <CheckboxField name="registerAsMember" label={<FormattedMessage id="booking.guest.register" />} hint={<FormattedMessage id="booking.guest.registerHint" />} />
      <WhenChecked name="registerAsMember">
        <div className={styles.nested}>
          <TextField name="password" type="password" autoComplete="new-password" required maxLength={100}
            label={<FormattedMessage id="booking.guest.password" />} validate={passwordValidator} />
          <TextField name="passwordAgain" type="password" autoComplete="new-password" required maxLength={100}
            label={<FormattedMessage id="booking.guest.passwordAgain" />} validate={passwordAgainValidator} />
          <p className={styles.note}>
            <FormattedMessage id="booking.guest.confirmationMail" />
          </p>
        </div>
      </WhenChecked>
      <CheckboxField name="newsletter" label={<FormattedMessage id="booking.guest.newsletter" />} />
    </div>
  );
}
