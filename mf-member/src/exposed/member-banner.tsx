import { MemberBanner } from '../features/member-banner/member-banner';
import { RemoteIntl } from '../remote-intl';

export default function ExposedMemberBanner() {
  return (
    <RemoteIntl>
      <MemberBanner />
    </RemoteIntl>
  );
}
