import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button, Skeleton } from '@hotel/ui';
import { useNavigate } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  $hotel,
  $isMember,
  $policies,
  $price,
  $priceFailure,
  $terms,
  FunnelLayout,
  PendingPriceSummary,
  PriceSummary,
  priceRetried,
  StaySentence,
  useFunnelGuard,
} from '../../../entities/booking-flow';
import { reviewShown } from '../model';
import { StayDetails } from './stay-details';
import { PriceProblem } from './price-problem';
import styles from './review.module.css';

/** SPEC 2.6 step 3: what the visitor is about to book, priced by the engine, before the guest details. */
export function ReviewPage() {
  const selection = useFunnelGuard();
  const [price, failure, hotel, policies, terms, isMember, locale] = useUnit([$price, $priceFailure, $hotel, $policies, $terms, $isMember, $locale]);
  const [retry, shown] = useUnit([priceRetried, reviewShown]);
  const navigate = useNavigate();
  const intl = useIntl();
  useEffect(() => shown(), [shown]);
  if (!selection) return null;
  return (
    <FunnelLayout
      step={3}
      pageId="summary-page"
      title={<FormattedMessage id="booking.summary.title" />}
      back={{ to: selection.hotelPath, label: <FormattedMessage id="booking.back.hotel" /> }}
      intro={<StaySentence selection={selection} />}
      aside={price ? <PriceSummary price={price} isMember={isMember} roomsOpen /> : !failure && <PendingPriceSummary selection={selection} roomsOpen />}
    >
      {selection.edit && (
        <p className={styles.editNotice}>
          <FormattedMessage id="booking.review.editing" values={{ id: selection.edit.reservationId }} />
        </p>
      )}
      {failure && <PriceProblem failure={failure} hotelPath={selection.hotelPath} onRetry={retry} />}
      {!failure && !price && <Skeleton label={intl.formatMessage({ id: 'booking.review.loading' })} />}
      {price && (
        <>
          <StayDetails selection={selection} price={price} hotel={hotel} policies={policies} terms={terms} />
          <Button className={styles.continue} onClick={() => navigate(localizedPath(selection.edit ? '/payment' : '/guest-detail', locale))}>
            <FormattedMessage id="booking.review.continue" />
          </Button>
        </>
      )}
    </FunnelLayout>
  );
}
