import type { PageProps } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../lang/catalogue';

export default function CancelPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="cancel-reservation-page" title={<FormattedMessage id="booking.cancel.title" />} />
    </RemoteIntl>
  );
}
