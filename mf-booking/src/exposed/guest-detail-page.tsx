import type { PageProps } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../lang/catalogue';

export default function GuestDetailPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="guest-detail-page" title={<FormattedMessage id="booking.guestDetail.title" />} />
    </RemoteIntl>
  );
}
