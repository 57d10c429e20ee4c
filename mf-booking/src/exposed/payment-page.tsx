import type { PageProps } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../lang/catalogue';

export default function PaymentPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="payment-page" title={<FormattedMessage id="booking.payment.title" />} />
    </RemoteIntl>
  );
}
