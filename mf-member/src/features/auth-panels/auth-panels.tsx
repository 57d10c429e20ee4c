import type { AuthPanelsProps } from '@hotel/contracts';
import { $authPanelRequest, $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@hotel/ui/router';
import { $loginStep, $offlineNotice, $openPanel, type LoginStep, panelClosed, panelsRequested } from './model';
import './forgot-password-model';
import './look-up-model';
import './sign-in-model';
import { SignUpPanel } from '../sign-up';
import { AuthDrawer } from './ui/auth-drawer';
import { LoginStepView } from './ui/login-step-view';
import styles from './ui/login-forms.module.css';

type PanelView = LoginStep | 'signup';

const titleIds: Record<PanelView, string> = {
  signIn: 'member.auth.loginTitle',
  lookUp: 'member.login.lookUpTitle',
  forgotPassword: 'member.login.forgotTitle',
  verifyOtp: 'member.login.otpTitle',
  resetPassword: 'member.auth.resetPasswordTitle',
  passwordChanged: 'member.auth.passwordChangedTitle',
  signup: 'member.auth.signupTitle',
};

/**
 * The login drawer and sign-up side panel (SPEC 2.8). Any app opens them through the bus (`authPanelRequested`);
 * a route (`/login`, `/signup`, a reset link) opens them with `initialPanel`, and closing then goes home, which
 * also drops a reset token from the address.
 */
export function AuthPanels({ initialPanel, resetPasswordToken = null }: AuthPanelsProps) {
  const [panel, step, offline, locale] = useUnit([$openPanel, $loginStep, $offlineNotice, $locale]);
  const [requestPanels, closePanel] = useUnit([panelsRequested, panelClosed]);
  const navigate = useNavigate();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (initialPanel) requestPanels({ initialPanel, resetPasswordToken });
  }, [initialPanel, resetPasswordToken, requestPanels]);

  // The host mounts these panels on the first ask (authPanelRequested), before this code had loaded to hear it.
  const askedBeforeLoad = useRef(useUnit($authPanelRequest));
  useEffect(() => {
    const asked = askedBeforeLoad.current;
    askedBeforeLoad.current = null;
    if (!initialPanel && asked) requestPanels({ initialPanel: asked, resetPasswordToken: null });
  }, [initialPanel, requestPanels]);

  useEffect(() => {
    if (panel) wasOpen.current = true;
    else if (wasOpen.current && initialPanel) navigate(localizedPath('/', locale), { replace: true });
  }, [panel, initialPanel, locale, navigate]);

  if (!panel) return null;
  // The sign-up panel draws its own side dialog (it does not close on an outside click, SPEC 2.8).
  if (panel === 'signup') return <SignUpPanel onClose={closePanel} />;
  const view: PanelView = step;
  return (
    <AuthDrawer stepKey={view} title={<FormattedMessage id={titleIds[view]} />} onClose={closePanel}>
      {offline && (
        <p role="alert" className={styles.offline}>
          <FormattedMessage id="member.login.offline" />
        </p>
      )}
      <LoginStepView step={view} />
    </AuthDrawer>
  );
}
