import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@hotel/ui/router';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';

export function Header() {
  const locale = useUnit($locale);
  const intl = useIntl();
  const to = (path: string) => localizedPath(path, locale);
  return (
    <header className={styles.header}>
      <Link to={to('/')} className={styles.brand} aria-label={intl.formatMessage({ id: 'header.home' })}>
        <FormattedMessage id="header.brand" />
      </Link>
      <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'header.navigation' })}>
        <Link to={to('/hotels')}>
          <FormattedMessage id="header.findHotel" />
        </Link>
        <Link to={to('/cancel')}>
          <FormattedMessage id="header.myReservations" />
        </Link>
        <Link to={to('/login')}>
          <FormattedMessage id="header.login" />
        </Link>
        <Link to={to('/signup')} className={styles.join}>
          <FormattedMessage id="header.join" />
        </Link>
        <LanguageSelect />
      </nav>
    </header>
  );
}
