import type { AuthPanelsProps } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@hotel/ui/router';
import { $loginStep, $openPanel, type LoginStep, panelClosed, panelsRequested } from './model';
import { AuthDrawer } from './ui/auth-drawer';
import { PasswordChanged } from './ui/password-changed';
import { ResetPasswordForm } from './ui/reset-password-form';

type PanelView = LoginStep | 'signup';

const titleIds: Record<PanelView, string> = {
  signIn: 'member.auth.loginTitle',
  resetPassword: 'member.auth.resetPasswordTitle',
  passwordChanged: 'member.auth.passwordChangedTitle',
  signup: 'member.auth.signupTitle',
};

/**
 * The login drawer and sign-up side panel (SPEC 2.8). A reset-password link opens the drawer on its reset step
 * (SPEC 2.2); the sign-in, look-up and sign-up forms come with the member issue.
 */
export function AuthPanels({ initialPanel, resetPasswordToken = null }: AuthPanelsProps) {
  const [panel, step, locale] = useUnit([$openPanel, $loginStep, $locale]);
  const [requestPanels, closePanel] = useUnit([panelsRequested, panelClosed]);
  const navigate = useNavigate();

  useEffect(() => {
    if (initialPanel) requestPanels({ initialPanel, resetPasswordToken });
  }, [initialPanel, resetPasswordToken, requestPanels]);

  if (!panel) return null;
  // Going home without the query also drops a reset token from the address.
  const close = () => {
    closePanel();
    navigate(localizedPath('/', locale), { replace: true });
  };
  const view: PanelView = panel === 'signup' ? 'signup' : step;
  return (
    <AuthDrawer stepKey={view} title={<FormattedMessage id={titleIds[view]} />} onClose={close}>
      {view === 'resetPassword' && <ResetPasswordForm />}
      {view === 'passwordChanged' && <PasswordChanged />}
    </AuthDrawer>
  );
}
