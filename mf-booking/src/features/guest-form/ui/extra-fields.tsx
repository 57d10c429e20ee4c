import type { Extra } from '@hotel/contracts';
import { extraQuantityOptions } from '@hotel/domain/validation';
import { usePriceFormat } from '@hotel/ui/format';
import { SelectField, TextField } from '@hotel/ui/form';
import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayOf } from '../../../entities/booking-flow';
import { fieldKey } from '../lib/form-values';
import { deliveryChoices, unitPrice } from '../lib/order';
import { requiredValidator } from '../lib/validators';
import styles from './guest-form.module.css';

/** One extra (SPEC 3 extras item): its price per unit, how many, and when and what, once it is ordered. */
export function ExtraFields({ extra, checkIn }: { extra: Extra; checkIn: string }) {
  const format = usePriceFormat();
  const name = `extras.${fieldKey(extra.id)}`;
  const quantities = extraQuantityOptions(extra).map((quantity) => ({ value: String(quantity), label: String(quantity) }));
  const { input } = useField<string>(`${name}.quantity`, { subscription: { value: true } });
  const ordered = Number(input.value) > 0;
  return (
    <fieldset className={styles.extra}>
      <legend className={styles.legend}>{extra.name}</legend>
      {extra.description && <p className={styles.note}>{extra.description}</p>}
      <p className={styles.price}>
        <FormattedMessage id="booking.guest.extraPrice" values={{ price: format(unitPrice(extra, checkIn)), unit: extra.unit }} />
      </p>
      <SelectField name={`${name}.quantity`} label={<FormattedMessage id="booking.guest.extraQuantity" />} options={quantities} />
      {ordered && extra.delivery_times_active && <DeliveryField name={`${name}.deliveryTime`} extra={extra} />}
      {ordered && extra.question_active && (
        <TextField name={`${name}.answer`} label={extra.question} maxLength={500} />
      )}
    </fieldset>
  );
}

function DeliveryField({ name, extra }: { name: string; extra: Extra }) {
  const intl = useIntl();
  const options = deliveryChoices(extra).map((value) => ({
    value,
    label: `${intl.formatDate(dayOf(value.slice(0, 10)), { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' })} ${value.slice(11)}`,
  }));
  return (
    <SelectField name={name} label={<FormattedMessage id="booking.guest.extraDelivery" />} options={options}
      placeholder={intl.formatMessage({ id: 'booking.guest.choose' })} required validate={requiredValidator} />
  );
}
