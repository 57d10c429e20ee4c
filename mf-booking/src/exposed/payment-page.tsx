import type { PageProps } from '@hotel/contracts';
import { PaymentPage as Payment } from '../features/payment';
import { RemoteIntl } from '../lang/catalogue';

export default function PaymentPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <Payment />
    </RemoteIntl>
  );
}
