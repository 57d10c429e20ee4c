import { MemberBanner } from '../features/member-banner/member-banner';
import { RemoteIntl } from '../lang/catalogue';

export default function ExposedMemberBanner() {
  return (
    <RemoteIntl>
      <MemberBanner />
    </RemoteIntl>
  );
}
