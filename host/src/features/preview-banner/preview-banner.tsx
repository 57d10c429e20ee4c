import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $preview } from './model';
import styles from './preview-banner.module.css';

/**
 * Issue 17: while this browser previews a remote version, every page says so, and offers the way back to the live
 * site. The exit is a plain link: the server clears the HttpOnly preview cookie, which no script can touch.
 */
export function PreviewBanner() {
  const preview = useUnit($preview);
  const intl = useIntl();
  if (!preview) return null;
  return (
    <aside className={styles.banner} aria-label={intl.formatMessage({ id: 'preview.banner.label' })}>
      <p className={styles.text}>
        <FormattedMessage
          id="preview.banner.text"
          values={{ remote: preview.remote.replace('_', '-'), version: <span className={styles.version}>{preview.version}</span> }}
        />
      </p>
      <a className={styles.exit} href="/_preview/exit">
        <FormattedMessage id="preview.banner.exit" />
      </a>
    </aside>
  );
}
