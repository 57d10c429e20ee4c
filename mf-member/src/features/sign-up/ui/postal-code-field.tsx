import { $locale } from '@hotel/bus';
import { normalizePostalCode } from '@hotel/domain/validation';
import { problemMessage, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { postalCodeField } from '../lib/field-validators';
import { lookUpPostcodeFx } from '../postcode';
import styles from './sign-up.module.css';

type Lookup = { code: string; found: boolean } | null;

/**
 * SPEC 2.8 postal-code helper: once the code has 7 digits (hyphens stripped, SPEC 5) its address fills the
 * prefecture, city and district; a code the lookup does not know says so (SPEC 5).
 */
export function PostalCodeField() {
  const intl = useIntl();
  const locale = useUnit($locale);
  const form = useForm();
  const lookUp = useUnit(lookUpPostcodeFx);
  const code = normalizePostalCode(useField<string>('postalCode', { subscription: { value: true } }).input.value ?? '');
  // A code already there when the fields appear (back from the OTP step, a saved profile) is not looked up again.
  const lastCode = useRef(code);
  const [lookup, setLookup] = useState<Lookup>(null);

  useEffect(() => {
    const previous = lastCode.current;
    lastCode.current = code;
    if (code === previous || !/^\d{7}$/.test(code)) return;
    let current = true;
    lookUp(code).then(
      ([entry]) => {
        if (!current) return;
        if (entry) {
          form.batch(() => {
            form.change('prefecture', entry.pref);
            form.change('city', entry.city);
            form.change('district', entry.town);
          });
        }
        setLookup({ code, found: Boolean(entry) });
      },
      // The lookup only helps: when it fails the visitor types the address.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [code, form, lookUp]);

  const shown = lookup?.code === code ? lookup : null;
  return (
    <>
      <TextField
        name="postalCode"
        label={intl.formatMessage({ id: 'member.signup.postalCode' })}
        hint={intl.formatMessage({ id: 'member.signup.postalCodeHint' })}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={8}
        required
        validate={postalCodeField}
      />
      <div role="status">
        {shown && (
          <p className={shown.found ? styles.status : styles.fieldError}>
            {shown.found ? intl.formatMessage({ id: 'member.signup.addressFound' }) : problemMessage('postalCode', locale)}
          </p>
        )}
      </div>
    </>
  );
}
