import { authPanelRequested } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { Link } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { CardTokenError } from '../../card-payment';
import type { PaymentFailure } from '../lib/payment-failure';
import { attemptRetried, newPriceAccepted } from '../model';
import styles from './payment.module.css';

interface FailureNoticeProps {
  failure: PaymentFailure;
  hotelPath: string;
  guestPath: string;
}

/** What went wrong with the booking, and the way on from it (SPEC 8: each engine code its own message). */
export function FailureNotice({ failure, hotelPath, guestPath }: FailureNoticeProps) {
  if (failure.kind === 'cardToken') return <CardTokenError code={failure.code} />;
  return (
    <div role="alert" className={styles.failure}>
      <FailureText failure={failure} />
      <FailureWayOn failure={failure} hotelPath={hotelPath} guestPath={guestPath} />
    </div>
  );
}

function FailureText({ failure }: { failure: PaymentFailure }) {
  switch (failure.kind) {
    case 'priceChanged':
      return (
        <p>
          <FormattedMessage id="booking.payment.failure.priceChanged" values={{ detail: failure.title }} />
        </p>
      );
    case 'cardDeclined':
      return (
        <p>
          <FormattedMessage id={`booking.payment.failure.card${failure.code}`} />
        </p>
      );
    case 'invalid':
      return (
        <>
          <p>
            <FormattedMessage id="booking.payment.failure.invalid" />
          </p>
          <ul>
            {failure.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      );
    case 'other':
      return <p>{failure.title}</p>;
    default:
      return (
        <p>
          <FormattedMessage id={`booking.payment.failure.${failure.kind}`} />
        </p>
      );
  }
}

function FailureWayOn({ failure, hotelPath, guestPath }: FailureNoticeProps) {
  const [retry, acceptPrice, requestPanel] = useUnit([attemptRetried, newPriceAccepted, authPanelRequested]);
  switch (failure.kind) {
    case 'network':
      return <Button onClick={retry}><FormattedMessage id="booking.payment.retry" /></Button>;
    case 'priceChanged':
      return <Button onClick={acceptPrice}><FormattedMessage id="booking.payment.acceptPrice" /></Button>;
    case 'membersOnly':
      return <Button onClick={() => requestPanel('login')}><FormattedMessage id="booking.payment.points.login" /></Button>;
    case 'soldOut':
    case 'capacity':
      return <Link to={hotelPath} className={styles.link}><FormattedMessage id="booking.review.chooseAgain" /></Link>;
    case 'invalid':
      return <Link to={guestPath} className={styles.link}><FormattedMessage id="booking.back.guest" /></Link>;
    default:
      return null;
  }
}
