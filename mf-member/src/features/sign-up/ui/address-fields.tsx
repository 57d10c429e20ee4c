import { TextField } from '@hotel/ui/form';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { japan } from '../lib/countries';
import { requiredField } from '../lib/field-validators';
import { PostalCodeField } from './postal-code-field';

export interface AddressFieldsProps {
  /** The form's country field: Japanese addresses have a postal code, prefecture, city and district. */
  countryField?: string;
}

/**
 * SPEC 3 address (sign-up form and member profile): `postalCode`, `prefecture`, `city`, `district` for Japan
 * (SPEC 3 "For JP … apply"), and `address`, required everywhere (SPEC 5 Sign-up).
 */
export function AddressFields({ countryField = 'country' }: AddressFieldsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const inJapan = useField<string>(countryField, { subscription: { value: true } }).input.value === japan;
  if (!inJapan) {
    return <TextField name="address" label={text('member.signup.address')} autoComplete="street-address" required validate={requiredField} />;
  }
  return (
    <>
      <PostalCodeField />
      <TextField name="prefecture" label={text('member.signup.prefecture')} autoComplete="address-level1" />
      <TextField name="city" label={text('member.signup.city')} autoComplete="address-level2" />
      <TextField name="district" label={text('member.signup.district')} autoComplete="address-level3" />
      <TextField name="address" label={text('member.signup.streetAddress')} autoComplete="address-line1" required validate={requiredField} />
    </>
  );
}
