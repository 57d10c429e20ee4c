import { $locale } from '@hotel/bus';
import { guestNameRules } from '@hotel/domain/validation';
import { TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { nameValidator } from '../lib/validators';
import styles from './guest-form.module.css';

const nameHints = { japanese: 'booking.guest.nameHint.japanese', english: 'booking.guest.nameHint.english' } as const;

/**
 * Last and first name by the booking's language (SPEC 5 Names): kanji or kana in Japanese with the hiragana
 * reading beside it, English letters in English, only required in Korean and Chinese.
 */
export function NameFields({ prefix }: { prefix: string }) {
  const locale = useUnit($locale);
  const rules = guestNameRules(locale);
  const validate = useMemo(
    () => ({ name: nameValidator(rules.name), kana: rules.kana ? nameValidator(rules.kana) : undefined }),
    [rules.name, rules.kana],
  );
  const hint = rules.name === 'any' ? undefined : <FormattedMessage id={nameHints[rules.name]} />;
  return (
    <>
      <div className={styles.pair}>
        <TextField name={`${prefix}.last_name`} label={<FormattedMessage id="booking.guest.lastName" />} hint={hint} required autoComplete="family-name" validate={validate.name} />
        <TextField name={`${prefix}.first_name`} label={<FormattedMessage id="booking.guest.firstName" />} hint={hint} required autoComplete="given-name" validate={validate.name} />
      </div>
      {validate.kana && (
        <div className={styles.pair}>
          <TextField name={`${prefix}.last_name_kana`} label={<FormattedMessage id="booking.guest.lastNameKana" />} required validate={validate.kana} />
          <TextField name={`${prefix}.first_name_kana`} label={<FormattedMessage id="booking.guest.firstNameKana" />} required validate={validate.kana} />
        </div>
      )}
    </>
  );
}
