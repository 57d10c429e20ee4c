import type { PageProps } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../remote-intl';

export default function FullMapPage({ params }: PageProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="full-map-page" title={<FormattedMessage id="hotel.fullMap.title" values={{ id: params.hotelId }} />} />
    </RemoteIntl>
  );
}
