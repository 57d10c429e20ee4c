import type { Locale } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { toIsoDate } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { CheckboxField, focusFirstError, RadioGroupField, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { japan } from '../lib/countries';
import { birthDayField, emailField, passwordField, policyField, requiredField, samePasswordField } from '../lib/field-validators';
import type { SignUpValues } from '../lib/sign-up-values';
import { $draft, $formFailure, $offlineNotice, $submitting, formSubmitted } from '../model';
import { AddressFields } from './address-fields';
import { CountryField } from './country-field';
import { FailureMessage, OfflineAlert } from './failure-message';
import { NameFields } from './name-fields';
import { PhoneField } from './phone-field';
import styles from './sign-up.module.css';

/** One array for the life of the page: react-final-form reads its decorators once. */
const decorators = [focusFirstError<SignUpValues>];
const samePassword = samePasswordField('passwordInput');
const genderIds = { male: 'member.signup.gender.male', female: 'member.signup.gender.female', other: 'member.signup.gender.other' } as const;

/** A Japanese page starts in Japan; elsewhere the visitor chooses (SPEC 9 "default location Japan"). */
const blankForm = (locale: Locale): Partial<SignUpValues> => ({ country: locale === 'ja' ? japan : '', policy: false });

/** SPEC 3 "Sign-up form" with the SPEC 5 rules; what was typed comes back when the visitor returns from the OTP step. */
export function SignUpForm() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [draft, locale, submitting, failure, offline, submitted] = useUnit([$draft, $locale, $submitting, $formFailure, $offlineNotice, formSubmitted]);
  const initialValues = useMemo(() => draft ?? blankForm(locale), [draft, locale]);
  const birthDay = useMemo(() => birthDayField(toIsoDate(new Date())), []);
  const genders = useMemo(
    () => Object.entries(genderIds).map(([value, id]) => ({ value, label: intl.formatMessage({ id }) })),
    [intl],
  );
  return (
    <Form<SignUpValues>
      onSubmit={(values) => {
        submitted(values);
      }}
      decorators={decorators}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit }) => (
        <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
          <p className={styles.intro}>
            <FormattedMessage id="member.signup.intro" />
          </p>
          <TextField name="emailInput" type="email" inputMode="email" autoComplete="email" label={text('member.signup.email')} required validate={emailField} />
          <NameFields locale={locale} />
          <TextField name="birthDay" type="date" autoComplete="bday" label={text('member.signup.birthDay')} required validate={birthDay} />
          <RadioGroupField name="gender" legend={text('member.signup.gender')} options={genders} required validate={requiredField} />
          <CountryField />
          <PhoneField name="phoneNumber" prefixName="phoneNumberPrefix" label={text('member.signup.phone')} required />
          <AddressFields />
          <TextField
            name="passwordInput"
            type="password"
            autoComplete="new-password"
            label={text('member.signup.password')}
            hint={text('member.signup.passwordHint')}
            required
            validate={passwordField}
          />
          <TextField name="rePasswordInput" type="password" autoComplete="new-password" label={text('member.signup.rePassword')} required validate={samePassword} />
          <CheckboxField name="policy" label={text('member.signup.policy')} required validate={policyField} />
          {offline && <OfflineAlert />}
          {failure && <FailureMessage failure={failure} />}
          <Button type="submit" disabled={submitting}>
            <FormattedMessage id={submitting ? 'member.signup.submitting' : 'member.signup.submit'} />
          </Button>
        </form>
      )}
    />
  );
}
