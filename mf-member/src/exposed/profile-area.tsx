import type { ProfileAreaProps, ProfileSection } from '@hotel/contracts';
import { Skeleton } from '@hotel/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { ProfileShell } from '../features/profile';
import { RemoteIntl } from '../lang/catalogue';

// Each section is its own chunk: the shell and banner paint at once, and a visit fetches only the section it
// opens (the QR drawing, the profile editor's countries and postal helper, the rewards tables).
const MyCard = lazy(() => import(/* webpackChunkName: "my-card" */ '../features/my-card').then((m) => ({ default: m.MyCard })));
const MyProfileSection = lazy(() => import(/* webpackChunkName: "my-profile" */ './profile-section').then((m) => ({ default: m.MyProfileSection })));
const MyBookings = lazy(() => import(/* webpackChunkName: "my-bookings" */ '../features/my-bookings').then((m) => ({ default: m.MyBookings })));
const MyRewards = lazy(() => import(/* webpackChunkName: "my-rewards" */ '../features/my-rewards').then((m) => ({ default: m.MyRewards })));
const ChangePassword = lazy(() => import(/* webpackChunkName: "change-password" */ '../features/change-password').then((m) => ({ default: m.ChangePassword })));

/** What each section of the member area shows under the shell (SPEC 2.1 /profile/…). */
const sectionViews: Record<ProfileSection, ComponentType> = {
  'my-card': MyCard,
  'my-profile': MyProfileSection,
  'my-booking': MyBookings,
  'my-rewards': MyRewards,
  'change-password': ChangePassword,
};

function SectionLoading() {
  const intl = useIntl();
  return <Skeleton lines={5} label={intl.formatMessage({ id: 'member.profile.sectionLoading' })} />;
}

export default function ProfileArea({ section }: ProfileAreaProps) {
  const View = sectionViews[section];
  return (
    <RemoteIntl>
      <ProfileShell section={section}>
        <Suspense fallback={<SectionLoading />}>
          <View />
        </Suspense>
      </ProfileShell>
    </RemoteIntl>
  );
}
