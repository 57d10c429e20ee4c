import { Skeleton } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { $member, $memberProblem, MemberLoadProblem } from '../../../entities/member';
import { $editing, $profile } from '../model';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import { SaveErrorDialog } from './save-error-dialog';

/** SPEC 2.8 My profile: read-only, or the edit form, with the error popup of a failed save. */
export function MyProfile() {
  const intl = useIntl();
  const [member, problem, profile, editing] = useUnit([$member, $memberProblem, $profile, $editing]);
  if (problem) return <MemberLoadProblem problem={problem} />;
  if (!member || !profile) return <Skeleton lines={5} label={intl.formatMessage({ id: 'member.card.loading' })} />;
  return (
    <>
      {editing ? <ProfileForm initialValues={profile} /> : <ProfileView profile={profile} member={member} />}
      <SaveErrorDialog />
    </>
  );
}
