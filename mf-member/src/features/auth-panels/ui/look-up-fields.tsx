import { $locale } from '@hotel/bus';
import { SelectField, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import type { LookUpBy } from '../forms';
import { phoneCodeOptions } from '../phone-codes';
import styles from './login-forms.module.css';

/** The fields of the chosen look-up key (SPEC 5 Look-up form). */
export function LookUpFields({ by }: { by: LookUpBy }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  const text = (id: string) => intl.formatMessage({ id });
  if (by === 'email') {
    return <TextField name="email" type="email" inputMode="email" autoComplete="email" required label={text('member.login.email')} />;
  }
  if (by === 'phone') {
    return (
      <div className={styles.phoneRow}>
        <SelectField name="country" autoComplete="tel-country-code" required label={text('member.login.lookUp.countryCode')} options={phoneCodeOptions(locale)} />
        <TextField
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={15}
          required
          label={text('member.login.lookUp.phone')}
          parse={(value) => value.replace(/[^\d-]/g, '')}
        />
      </div>
    );
  }
  return (
    <>
      <TextField name="lastNameKana" autoComplete="off" required label={text('member.login.lookUp.lastNameKana')} />
      <TextField name="firstNameKana" autoComplete="off" required label={text('member.login.lookUp.firstNameKana')} />
      <TextField name="cardNumber" autoComplete="off" required label={text('member.login.lookUp.cardNumber')} />
    </>
  );
}
