import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Skeleton } from '@hotel/ui';
import { useNavigate } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $isMember, $price, $priceFailure, FunnelLayout, PendingPriceSummary, PriceSummary, priceTotals, StaySentence, useFunnelGuard } from '../../../entities/booking-flow';
import { $currentGuestDetails } from '../../../entities/guest-details';
import { confirmationPath } from '../lib/confirmation-path';
import { paymentMethods } from '../lib/method-options';
import { $failure, $original, $placed, $points, bookingHandedOver } from '../model';
import { FailureNotice } from './failure-notice';
import { PaymentForm } from './payment-form';
import { UpdateDifference } from './update-difference';

/** SPEC 2.6 step 5: how to pay, then the booking is made (or changed) and the confirmation follows. */
export function PaymentPage() {
  const [placed, price, priceFailure, isMember, draft, points, original, failure, locale] = useUnit([
    $placed, $price, $priceFailure, $isMember, $currentGuestDetails, $points, $original, $failure, $locale,
  ]);
  const handedOver = useUnit(bookingHandedOver);
  const selection = useFunnelGuard({ finished: placed !== null });
  const navigate = useNavigate();
  const intl = useIntl();
  const guestPath = localizedPath('/guest-detail', locale);
  const needsGuests = selection !== null && selection.edit === null && !draft?.complete;

  useEffect(() => {
    if (needsGuests && !placed) navigate(guestPath, { replace: true });
  }, [needsGuests, placed, guestPath, navigate]);
  useEffect(() => {
    if (!placed) return;
    navigate(confirmationPath(placed, locale), { replace: true });
    handedOver();
  }, [placed, locale, navigate, handedOver]);

  if (!selection || needsGuests) return null;
  const backTo = selection.edit ? localizedPath('/summary', locale) : guestPath;
  const ready = price !== null && (selection.edit === null || original !== null);
  return (
    <FunnelLayout
      step={5}
      pageId="payment-page"
      title={<FormattedMessage id="booking.payment.title" />}
      back={{ to: backTo, label: <FormattedMessage id={selection.edit ? 'booking.back.review' : 'booking.back.guest'} /> }}
      intro={<StaySentence selection={selection} />}
      aside={price ? <PriceSummary price={price} isMember={isMember} /> : !priceFailure && <PendingPriceSummary selection={selection} />}
    >
      {priceFailure && (
        <p role="alert">
          <FormattedMessage id="booking.review.priceFailed" /> {priceFailure.title}
        </p>
      )}
      {!ready && !priceFailure && <Skeleton label={intl.formatMessage({ id: 'booking.review.loading' })} />}
      {ready && original && <UpdateDifference original={original} newTotal={priceTotals(price, isMember).total} />}
      {ready && (
        <PaymentForm methods={paymentMethods(price)} total={priceTotals(price, isMember).total} isMember={isMember} points={points} original={original}>
          {failure && <FailureNotice failure={failure} hotelPath={selection.hotelPath} guestPath={guestPath} />}
        </PaymentForm>
      )}
    </FunnelLayout>
  );
}
