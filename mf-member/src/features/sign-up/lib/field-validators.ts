import {
  dateOfBirthProblem,
  emailProblem,
  type NameRule,
  nameProblem,
  otpProblem,
  passwordProblem,
  postalCodeProblem,
  required,
  samePasswordProblem,
} from '@hotel/domain/validation';
import { getIn } from 'final-form';

// react-final-form reads any returned value but undefined as an error; the domain rules answer null when valid.
type Validator<V = string> = (value: V | undefined, allValues: object) => string | undefined;

export const requiredField: Validator = (value) => required(value) ?? undefined;
export const emailField: Validator = (value) => emailProblem(value ?? '', { required: true }) ?? undefined;
export const otpField: Validator = (value) => otpProblem(value ?? '') ?? undefined;
export const passwordField: Validator = (value) => passwordProblem(value ?? '') ?? undefined;
export const postalCodeField: Validator = (value) => postalCodeProblem(value ?? '', { required: true }) ?? undefined;
/** SPEC 5: the policy box must be ticked. */
export const policyField: Validator<boolean> = (ticked) => (ticked ? undefined : 'policy');

/** SPEC 5 Passwords: the re-entry, compared with the field named `passwordName`. */
export function samePasswordField(passwordName: string): Validator {
  return (value, allValues) => samePasswordProblem(String(getIn(allValues, passwordName) ?? ''), value ?? '') ?? undefined;
}

const nameValidators = new Map<NameRule, Validator>();

/** One validator per rule, kept, so a field's validator does not change from render to render. */
export function nameField(rule: NameRule): Validator {
  let validator = nameValidators.get(rule);
  if (!validator) {
    validator = (value) => nameProblem(value ?? '', rule) ?? undefined;
    nameValidators.set(rule, validator);
  }
  return validator;
}

/** SPEC 5: a date of birth is a valid date and no later than `today`. */
export function birthDayField(today: string): Validator {
  return (value) => dateOfBirthProblem(value ?? '', today) ?? undefined;
}
