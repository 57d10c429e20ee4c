import { $locale } from '@hotel/bus';
import { toIsoDate } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { focusFirstError, RadioGroupField, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CountryField } from '../../sign-up';
import type { ProfileValues } from '../lib/profile-values';
import { validateProfile } from '../lib/validate';
import { $saving, editCancelled, profileSubmitted } from '../model';
import { ContactFields } from './contact-fields';
import styles from './profile-form.module.css';

const decorators = [focusFirstError<ProfileValues>];
const genders = ['male', 'female', 'other'] as const;

/** SPEC 2.8 My profile in edit mode (SPEC 5 Profile): e-mail and joining date stay read-only, outside the form. */
export function ProfileForm({ initialValues }: { initialValues: ProfileValues }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [locale, saving, submitted, cancelled] = useUnit([$locale, $saving, profileSubmitted, editCancelled]);
  return (
    <Form<ProfileValues>
      initialValues={initialValues}
      decorators={decorators}
      validate={(values) => validateProfile(values, locale, toIsoDate(new Date()))}
      onSubmit={(values) => {
        submitted({ values, savedText: text('member.profile.saved') });
      }}
      render={({ handleSubmit, form }) => (
        <form className={styles.form} noValidate onSubmit={handleSubmit} aria-label={text('member.profile.editTitle')}>
          <div className={styles.pair}>
            <TextField name="lastName" label={text('member.profile.field.lastName')} required autoComplete="family-name" />
            <TextField name="firstName" label={text('member.profile.field.firstName')} required autoComplete="given-name" />
          </div>
          {locale === 'ja' && (
            <div className={styles.pair}>
              <TextField name="lastNameKana" label={text('member.profile.field.lastNameKana')} required />
              <TextField name="firstNameKana" label={text('member.profile.field.firstNameKana')} required />
            </div>
          )}
          <TextField name="birthday" type="date" label={text('member.profile.field.birthday')} required autoComplete="bday" />
          <RadioGroupField
            name="gender"
            legend={text('member.profile.field.gender')}
            required
            options={genders.map((gender) => ({ value: gender, label: text(`member.profile.gender.${gender}`) }))}
          />
          <CountryField />
          <ContactFields />
          <div className={styles.actions}>
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              <FormattedMessage id={saving ? 'member.profile.saving' : 'member.profile.save'} />
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                form.reset();
                cancelled();
              }}
            >
              <FormattedMessage id="member.profile.cancel" />
            </Button>
          </div>
        </form>
      )}
    />
  );
}
