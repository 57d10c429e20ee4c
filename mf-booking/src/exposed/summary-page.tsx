import type { PageProps } from '@hotel/contracts';
import { ReviewPage } from '../features/review';
import { RemoteIntl } from '../lang/catalogue';

export default function SummaryPage(_props: PageProps) {
  return (
    <RemoteIntl>
      <ReviewPage />
    </RemoteIntl>
  );
}
