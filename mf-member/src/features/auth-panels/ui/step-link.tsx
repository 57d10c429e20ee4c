import { authPanelRequested } from '@hotel/bus';
import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { type LoginStep, loginStepChosen } from '../model';
import styles from './login-forms.module.css';

/**
 * Pressing a step link leaves the focus where it is: the drawer opens on its empty e-mail field, and leaving it
 * shows "Required" above the links, which moved the link from under the pointer before the click landed.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** A link to another mode of the drawer, or (`signup`) to the sign-up panel, which closes the drawer (SPEC 4). */
export function StepLink({ to, messageId }: { to: LoginStep | 'signup'; messageId: string }) {
  const [chooseStep, requestPanel] = useUnit([loginStepChosen, authPanelRequested]);
  return (
    <button
      type="button"
      className={styles.link}
      onMouseDown={keepFocus}
      onClick={() => (to === 'signup' ? requestPanel('signup') : chooseStep(to))}
    >
      <FormattedMessage id={messageId} />
    </button>
  );
}
