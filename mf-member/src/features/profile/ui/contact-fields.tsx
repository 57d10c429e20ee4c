import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { AddressFields, PhoneField } from '../../sign-up';

/**
 * The profile's phone and address, with the sign-up panel's own fields: the phone-code dropdown and the
 * postal-code helper (SPEC 2.8). Japan adds a landline; the mobile is required unless one is given (SPEC 5).
 */
export function ContactFields() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const japan = useField<string>('country', { subscription: { value: true } }).input.value === 'JP';
  const landline = useField<string>('landlinePhoneNumber', { subscription: { value: true } }).input.value ?? '';
  return (
    <>
      <PhoneField name="phoneNumber" prefixName="phoneNumberPrefix" label={text('member.profile.field.phone')} required={!(japan && landline.trim())} />
      {japan && <PhoneField name="landlinePhoneNumber" prefixName="landlinePhoneNumberPrefix" label={text('member.profile.field.landline')} />}
      <AddressFields />
    </>
  );
}
