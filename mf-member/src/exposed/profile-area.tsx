import type { ProfileAreaProps, ProfileSection } from '@hotel/contracts';
import type { ComponentType } from 'react';
import { CancelMembership } from '../features/cancel-membership';
import { ChangePassword } from '../features/change-password';
import { MyBookings } from '../features/my-bookings';
import { MyCard } from '../features/my-card';
import { MyRewards } from '../features/my-rewards';
import { MyProfile, ProfileShell } from '../features/profile';
import { RemoteIntl } from '../lang/catalogue';

/** My profile, with the way out of the membership at its foot (SPEC 1, 2.8). */
function MyProfileSection() {
  return (
    <>
      <MyProfile />
      <CancelMembership />
    </>
  );
}

/** What each section of the member area shows under the shell (SPEC 2.1 /profile/…). */
const sectionViews: Record<ProfileSection, ComponentType> = {
  'my-card': MyCard,
  'my-profile': MyProfileSection,
  'my-booking': MyBookings,
  'my-rewards': MyRewards,
  'change-password': ChangePassword,
};

export default function ProfileArea({ section }: ProfileAreaProps) {
  const View = sectionViews[section];
  return (
    <RemoteIntl>
      <ProfileShell section={section}>
        <View />
      </ProfileShell>
    </RemoteIntl>
  );
}
