export { SignUpPanel, type SignUpPanelProps } from './ui/sign-up-panel';
// Shared with the member profile editor (SPEC 2.8 "a postal-code helper, a phone-code dropdown").
export { AddressFields, type AddressFieldsProps } from './ui/address-fields';
export { PhoneField, type PhoneFieldProps } from './ui/phone-field';
export { CountryField, type CountryFieldProps } from './ui/country-field';
export { defaultDialCode } from './lib/countries';
export { sendablePhone, type SendablePhone } from './lib/customer-payload';
