import type { ProfileAreaProps, ProfileSection } from '@hotel/contracts';
import { PageFrame } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import { RemoteIntl } from '../lang/catalogue';

const titles: Record<ProfileSection, string> = {
  'my-card': 'member.profile.myCard',
  'my-profile': 'member.profile.myProfile',
  'my-booking': 'member.profile.myBooking',
  'my-rewards': 'member.profile.myRewards',
  'change-password': 'member.profile.changePassword',
};

export default function ProfileArea({ section }: ProfileAreaProps) {
  return (
    <RemoteIntl>
      <PageFrame pageId="profile-area" title={<FormattedMessage id={titles[section]} />} />
    </RemoteIntl>
  );
}
