import { appStarted } from '@hotel/bus';
import { startDevShell as start } from '@hotel/ui/dev-shell';
import AuthPanels from '../exposed/auth-panels';
import MemberBanner from '../exposed/member-banner';
import MemberConfirmationPage from '../exposed/member-confirmation-page';
import ProfileArea from '../exposed/profile-area';

/** Any token shows the step; a real one comes from a reset e-mail in the sandbox's `/dev/outbox`. */
const sampleResetToken = 'dev-sample-reset-token';

export function startDevShell(): void {
  appStarted();
  void start('mf_member', [
    { path: '/', label: 'MemberBanner', element: <MemberBanner /> },
    { path: '/login', label: 'AuthPanels (login)', element: <AuthPanels initialPanel="login" /> },
    {
      path: '/reset-password',
      label: 'AuthPanels (reset password)',
      element: <AuthPanels initialPanel="resetPassword" resetPasswordToken={sampleResetToken} />,
    },
    { path: '/my-profile', label: 'ProfileArea', element: <ProfileArea params={{}} section="my-profile" /> },
    { path: '/member-confirmation', label: 'MemberConfirmationPage', element: <MemberConfirmationPage params={{}} /> },
  ]);
}
