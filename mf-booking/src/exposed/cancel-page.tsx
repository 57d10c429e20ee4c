import type { PageProps } from '@hotel/contracts';
import { CancelBookingPage } from '../features/cancel-booking';
import { RemoteIntl } from '../lang/catalogue';

export default function CancelPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <CancelBookingPage />
    </RemoteIntl>
  );
}
