import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';

/** The shared-password gate; the server-side check comes with the host-shell issue (#4). */
export function AuthenticationPage() {
  return <PageFrame pageId="authentication-page" title={<FormattedMessage id="authentication.title" />} />;
}
