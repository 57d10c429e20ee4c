import { CheckboxField } from '@hotel/ui/form';
import { FormattedMessage } from 'react-intl';
import styles from './guest-form.module.css';
import { NameFields } from './name-fields';
import { WhenChecked } from './when-checked';

/** SPEC 2.6: with exactly one room, the booker may book for someone else, who is named here. */
export function SomeoneElseFields() {
  return (
    <div className={styles.block}>
      <CheckboxField name="forSomeoneElse" label={<FormattedMessage id="booking.guest.someoneElse" />} />
      <WhenChecked name="forSomeoneElse">
        <fieldset className={styles.nested}>
          <legend className={styles.legend}>
            <FormattedMessage id="booking.guest.stayingGuest" />
          </legend>
          <NameFields prefix="stayingGuest" />
        </fieldset>
      </WhenChecked>
    </div>
  );
}
