import { $locale, $user } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $isMember, $price, $priceFailure, FunnelLayout, PendingPriceSummary, PriceSummary, StaySentence, useFunnelGuard } from '../../../entities/booking-flow';
import { GuestForm } from './guest-form';

/** Booking step 4, /guest-detail (SPEC 2.6): who stays, what they add, and on to payment. */
export function GuestDetailView() {
  const selection = useFunnelGuard();
  const [price, priceFailure, isMember, locale, user] = useUnit([$price, $priceFailure, $isMember, $locale, $user]);
  if (!selection) return null;
  return (
    <FunnelLayout
      step={4}
      pageId="guest-detail-page"
      title={<FormattedMessage id="booking.guestDetail.title" />}
      back={{ to: localizedPath('/summary', locale), label: <FormattedMessage id="booking.back.review" /> }}
      intro={<StaySentence selection={selection} />}
      aside={price ? <PriceSummary price={price} isMember={isMember} /> : !priceFailure && <PendingPriceSummary selection={selection} />}
    >
      {/* Signing in or out starts the form again, from the member's details or without them. */}
      <GuestForm key={user?.id ?? 'visitor'} selection={selection} />
    </FunnelLayout>
  );
}
