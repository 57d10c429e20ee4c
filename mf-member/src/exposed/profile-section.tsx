import { CancelMembership } from '../features/cancel-membership';
import { MyProfile } from '../features/profile';

/** My profile, with the way out of the membership at its foot (SPEC 1, 2.8). */
export function MyProfileSection() {
  return (
    <>
      <MyProfile />
      <CancelMembership />
    </>
  );
}
