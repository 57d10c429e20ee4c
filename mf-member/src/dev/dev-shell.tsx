import { RoutePage, startDevShell as start } from '@hotel/ui/dev-shell';
import { lazy } from 'react';

// Loaded once the shell has started (API client, locale, live remotes), as the host loads them.
const AuthPanels = lazy(() => import('../exposed/auth-panels'));
const MemberBanner = lazy(() => import('../exposed/member-banner'));
const MemberConfirmationPage = lazy(() => import('../exposed/member-confirmation-page'));
const ProfileArea = lazy(() => import('../exposed/profile-area'));

/** Any token shows the step; a real one comes from a reset e-mail in the sandbox's `/dev/outbox`. */
const sampleResetToken = 'dev-sample-reset-token';

export function startDevShell(): void {
  void start('mf_member', [
    { path: '/', label: 'MemberBanner', element: <MemberBanner /> },
    { path: '/login', label: 'AuthPanels (login)', element: <AuthPanels initialPanel="login" /> },
    {
      path: '/reset-password',
      label: 'AuthPanels (reset password)',
      element: <AuthPanels initialPanel="resetPassword" resetPasswordToken={sampleResetToken} />,
    },
    { path: '/my-profile', label: 'ProfileArea', element: <ProfileArea params={{}} section="my-profile" /> },
    { path: '/member-confirmation', label: 'MemberConfirmationPage', element: <RoutePage page={MemberConfirmationPage} /> },
  ]);
}
