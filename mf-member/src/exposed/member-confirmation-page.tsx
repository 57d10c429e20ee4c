import type { PageProps } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { MemberConfirmation } from '../features/member-confirmation';
import { RemoteIntl } from '../lang/catalogue';

export default function MemberConfirmationPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="member-confirmation-page" title={<FormattedMessage id="member.confirmation.title" />}>
        <MemberConfirmation />
      </PageFrame>
    </RemoteIntl>
  );
}
