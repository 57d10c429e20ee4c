import { required } from '@hotel/domain/validation';
import { RadioGroupField, TextAreaField } from '@hotel/ui/form';
import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { cancelReasons } from '../lib';
import { reasonMessages } from './reason-messages';

/** SPEC 2.7: the reason radio; "other" asks for details, which are then required. */
export function ReasonFields() {
  const intl = useIntl();
  const { input } = useField<string>('category', { subscription: { value: true } });
  const options = cancelReasons.map((reason) => ({ value: reason, label: intl.formatMessage(reasonMessages[reason]) }));
  return (
    <>
      <RadioGroupField name="category" legend={<FormattedMessage id="booking.cancel.reason.legend" />} options={options} required validate={required} />
      {input.value === 'other' && (
        <TextAreaField name="details" label={<FormattedMessage id="booking.cancel.reason.details" />} required validate={required} />
      )}
    </>
  );
}
