import { $locale } from '@hotel/bus';
import { SelectField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryOptions } from '../lib/countries';
import { requiredField } from '../lib/field-validators';

export interface CountryFieldProps {
  /** `country` by default (SPEC 3 sign-up form and member profile). */
  name?: string;
}

/** SPEC 3 country: an ISO 3166-1 alpha-2 code, chosen by its name in the page's language, Japan first. */
export function CountryField({ name = 'country' }: CountryFieldProps) {
  const intl = useIntl();
  const locale = useUnit($locale);
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <SelectField
      name={name}
      label={intl.formatMessage({ id: 'member.signup.country' })}
      placeholder={intl.formatMessage({ id: 'member.signup.choose' })}
      options={options}
      autoComplete="country"
      required
      validate={requiredField}
    />
  );
}
