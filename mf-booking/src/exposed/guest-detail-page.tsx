import type { PageProps } from '@hotel/contracts';
import { GuestDetailView } from '../features/guest-form';
import { RemoteIntl } from '../lang/catalogue';

export default function GuestDetailPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <GuestDetailView />
    </RemoteIntl>
  );
}
