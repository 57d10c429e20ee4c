import { authPanelRequested } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { type LoginStep, loginStepChosen } from '../model';
import styles from './login-forms.module.css';

/** A link to another mode of the drawer, or (`signup`) to the sign-up panel, which closes the drawer (SPEC 4). */
export function StepLink({ to, messageId }: { to: LoginStep | 'signup'; messageId: string }) {
  const [chooseStep, requestPanel] = useUnit([loginStepChosen, authPanelRequested]);
  return (
    <button type="button" className={styles.link} onClick={() => (to === 'signup' ? requestPanel('signup') : chooseStep(to))}>
      <FormattedMessage id={messageId} />
    </button>
  );
}
