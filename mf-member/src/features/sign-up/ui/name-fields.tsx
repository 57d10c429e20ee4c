import type { Locale } from '@hotel/contracts';
import { TextField } from '@hotel/ui/form';
import { useIntl } from 'react-intl';
import { nameField } from '../lib/field-validators';
import { signUpNameRules } from '../lib/sign-up-values';
import styles from './sign-up.module.css';

/** SPEC 5 Names by the page's language: Japanese adds the katakana reading; the family name comes first. */
export function NameFields({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const rules = signUpNameRules(locale);
  const inJapanese = rules.kana !== null;
  return (
    <>
      <div className={styles.pair}>
        <TextField
          name="lastName"
          label={text(inJapanese ? 'member.signup.lastNameKanji' : 'member.signup.lastName')}
          autoComplete="family-name"
          required
          validate={nameField(rules.name)}
        />
        <TextField
          name="firstName"
          label={text(inJapanese ? 'member.signup.firstNameKanji' : 'member.signup.firstName')}
          autoComplete="given-name"
          required
          validate={nameField(rules.name)}
        />
      </div>
      {rules.kana && (
        <div className={styles.pair}>
          <TextField name="lastNameKana" label={text('member.signup.lastNameKana')} required validate={nameField(rules.kana)} />
          <TextField name="firstNameKana" label={text('member.signup.firstNameKana')} required validate={nameField(rules.kana)} />
        </div>
      )}
    </>
  );
}
