import { emailProblem, required } from '@hotel/domain/validation';
import { Button } from '@hotel/ui';
import { TextField, focusFirstError } from '@hotel/ui/form';
import { useSearchParams } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LookUpValues } from '../lib';
import { $hotels, $lookingUp, lookUpSubmitted } from '../model';
import styles from './cancel-booking.module.css';

/** One array for the life of the page: react-final-form reads its decorators once. */
const decorators = [focusFirstError<LookUpValues>];

// react-aria's combobox (~35 KB gzip) follows the page's first paint: the hotels it lists load after it anyway.
const HotelComboBoxField = lazy(() => import(/* webpackChunkName: "hotel-combo-box" */ './hotel-combo-box').then((module) => ({ default: module.HotelComboBoxField })));

const emailRequired = (value: string) => emailProblem(value ?? '', { required: true });

/** The confirmation page links here with `?hotel_id=&booking_id=&email=`: those fill the form. */
function useQueryValues(): LookUpValues {
  const [params] = useSearchParams();
  // Read once: the form owns what the visitor types from then on.
  const [values] = useState(() => ({ hotelId: params.get('hotel_id') ?? '', bookingId: params.get('booking_id') ?? '', email: params.get('email') ?? '' }));
  return values;
}

/** SPEC 5 "Cancel form": hotel, booking id and e-mail, all required, the e-mail valid. */
export function LookUpForm() {
  const [hotels, lookingUp, submitted] = useUnit([$hotels, $lookingUp, lookUpSubmitted]);
  const initialValues = useQueryValues();
  const intl = useIntl();
  return (
    <Form<LookUpValues> decorators={decorators} onSubmit={(values) => {
        submitted(values);
      }} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form} aria-busy={lookingUp}>
          <Suspense fallback={<div className={styles.comboSpace} aria-hidden="true" />}>
            <HotelComboBoxField
              name="hotelId"
              label={intl.formatMessage({ id: 'booking.cancel.form.hotel' })}
              showAllLabel={intl.formatMessage({ id: 'booking.cancel.form.showAllHotels' })}
              hotels={hotels}
              validate={required}
            />
          </Suspense>
          <TextField name="bookingId" label={<FormattedMessage id="booking.cancel.form.bookingId" />} required validate={required} autoComplete="off" />
          <TextField name="email" type="email" inputMode="email" autoComplete="email" label={<FormattedMessage id="booking.cancel.form.email" />} required validate={emailRequired} />
          <Button type="submit" disabled={lookingUp}>
            <FormattedMessage id={lookingUp ? 'booking.cancel.form.submitting' : 'booking.cancel.form.submit'} />
          </Button>
        </form>
      )}
    </Form>
  );
}
