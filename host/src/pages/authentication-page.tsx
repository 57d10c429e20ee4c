import { $locale } from '@hotel/bus';
import { localizedPath, sameOriginPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@hotel/ui/router';
import styles from './authentication-page.module.css';
import { $gateFailure, $gatePending, passwordSubmitted } from './authentication-model';

/** SPEC 4 shared-password gate; the password is checked by the host server (issue 4). */
export function AuthenticationPage() {
  const locale = useUnit($locale);
  const intl = useIntl();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [failure, pending, submitted] = useUnit([$gateFailure, $gatePending, passwordSubmitted]);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted({ password, target: sameOriginPath(params.get('redirect')) ?? localizedPath('/', locale) });
  };

  return (
    <main className={styles.page} data-page="authentication-page">
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1 className={styles.title}>
          <FormattedMessage id="authentication.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="authentication.lead" />
        </p>
        <label htmlFor={inputId} className={styles.label}>
          <FormattedMessage id="authentication.password" />
        </label>
        <div className={styles.field}>
          <input
            id={inputId}
            className={styles.input}
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={failure?.kind === 'wrong'}
            aria-describedby={failure ? errorId : undefined}
          />
          <button type="button" className={styles.toggle} onClick={() => setVisible(!visible)} aria-pressed={visible}>
            {intl.formatMessage({ id: visible ? 'authentication.hide' : 'authentication.show' })}
          </button>
        </div>
        {failure && (
          <p id={errorId} className={styles.error} role="alert">
            {failure.kind === 'wait' ? (
              <FormattedMessage id="authentication.tooMany" values={{ minutes: failure.minutes }} />
            ) : (
              <FormattedMessage id={failure.kind === 'network' ? 'authentication.network' : 'authentication.wrong'} />
            )}
          </p>
        )}
        <Button type="submit" disabled={pending} aria-busy={pending}>
          <FormattedMessage id={pending ? 'authentication.checking' : 'authentication.submit'} />
        </Button>
      </form>
    </main>
  );
}
