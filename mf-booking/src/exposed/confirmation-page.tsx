import type { PageProps } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../lang/catalogue';

export default function ConfirmationPage({ params }: PageProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="confirmation-page" title={<FormattedMessage id="booking.confirmation.title" values={{ id: params.reservationId }} />} />
    </RemoteIntl>
  );
}
