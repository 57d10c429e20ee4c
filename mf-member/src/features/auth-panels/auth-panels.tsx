import type { AuthPanelsProps } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@hotel/ui/router';
import styles from './auth-panels.module.css';
import { $openPanel, panelClosed, panelOpened } from './model';

/** The login drawer and sign-up side panel (SPEC 2.8); their forms come with the member issue. */
export function AuthPanels({ initialPanel }: AuthPanelsProps) {
  const [panel, locale] = useUnit([$openPanel, $locale]);
  const navigate = useNavigate();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (initialPanel) panelOpened(initialPanel);
  }, [initialPanel]);

  useEffect(() => {
    if (panel) closeRef.current?.focus();
  }, [panel]);

  if (!panel) return null;
  const close = () => {
    panelClosed();
    navigate(localizedPath('/', locale), { replace: true });
  };
  const titleId = `auth-panel-${panel}-title`;
  return (
    <div
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage id={panel === 'login' ? 'member.auth.loginTitle' : 'member.auth.signupTitle'} />
      </h2>
      <Button ref={closeRef} variant="secondary" onClick={close}>
        <FormattedMessage id="member.auth.close" />
      </Button>
    </div>
  );
}
