import type { PageProps } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../lang/catalogue';

export default function SummaryPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="summary-page" title={<FormattedMessage id="booking.summary.title" />} />
    </RemoteIntl>
  );
}
