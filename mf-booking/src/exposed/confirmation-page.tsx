import type { PageProps } from '@hotel/contracts';
import { ConfirmationView } from '../features/confirmation';
import { RemoteIntl } from '../lang/catalogue';

export default function ConfirmationPage({ params }: PageProps) {
  return (
    <RemoteIntl>
      <ConfirmationView reservationId={params.reservationId} />
    </RemoteIntl>
  );
}
