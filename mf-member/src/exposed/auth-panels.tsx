import type { AuthPanelsProps } from '@hotel/contracts';
import { AuthPanels } from '../features/auth-panels/auth-panels';
import { RemoteIntl } from '../lang/catalogue';

export default function ExposedAuthPanels(props: AuthPanelsProps) {
  return (
    <RemoteIntl>
      <AuthPanels {...props} />
    </RemoteIntl>
  );
}
