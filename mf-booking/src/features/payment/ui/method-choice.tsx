import type { PaymentMethodCode } from '@hotel/contracts';
import { RadioGroupField } from '@hotel/ui/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { holdHours } from '../lib/method-options';

/** The ways to pay that the plans allow (SPEC 2.6 payment). */
export function MethodChoice({ methods }: { methods: PaymentMethodCode[] }) {
  const intl = useIntl();
  return (
    <RadioGroupField
      name="method"
      required
      legend={intl.formatMessage({ id: 'booking.payment.method' })}
      options={methods.map((method) => ({
        value: method,
        label: <FormattedMessage id={`booking.payment.method.${method}`} />,
        description: <FormattedMessage id={`booking.payment.method.${method}.about`} values={{ hours: holdHours }} />,
      }))}
    />
  );
}
