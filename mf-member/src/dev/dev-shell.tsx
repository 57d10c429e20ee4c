import { startDevShell as start } from '@hotel/ui/dev-shell';
import AuthPanels from '../exposed/auth-panels';
import MemberBanner from '../exposed/member-banner';
import MemberConfirmationPage from '../exposed/member-confirmation-page';
import ProfileArea from '../exposed/profile-area';

export function startDevShell(): void {
  void start('mf_member', [
    { path: '/', label: 'MemberBanner', element: <MemberBanner /> },
    { path: '/login', label: 'AuthPanels (login)', element: <AuthPanels initialPanel="login" /> },
    { path: '/my-profile', label: 'ProfileArea', element: <ProfileArea params={{}} section="my-profile" /> },
    { path: '/member-confirmation', label: 'MemberConfirmationPage', element: <MemberConfirmationPage params={{}} /> },
  ]);
}
