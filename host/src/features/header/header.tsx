import { $locale, $user } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@hotel/ui/router';
import { CurrencySelect } from './currency-select';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';
import { MobileMenu } from './lazy-mobile-menu';
import { PhoneLink } from './phone-link';
import { UserMenu } from './lazy-user-menu';
import { $memberUnreachable } from '../session';

/** SPEC 2.8 header: the desktop bar, and on phones a menu button opening the mobile navigation. */
export function Header() {
  const [locale, user, memberUnreachable] = useUnit([$locale, $user, $memberUnreachable]);
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const to = (path: string) => localizedPath(path, locale);
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'header.menu' })}
        onClick={() => setMenuOpen(true)}
      >
        <span aria-hidden="true">☰</span>
      </button>
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
      </nav>
      <div className={styles.tools}>
        <PhoneLink />
        {user ? (
          <Suspense fallback={null}>
            <UserMenu user={user} />
          </Suspense>
        ) : memberUnreachable ? null : (
          // A member whose details got no answer is still signed in: no "Log in" (the notice offers another try).
          <>
            <Link className={styles.login} to={to('/login')}>
              <FormattedMessage id="header.login" />
            </Link>
            <Link to={to('/signup')} className={styles.join}>
              <FormattedMessage id="header.join" />
            </Link>
          </>
        )}
        <LanguageSelect />
        <CurrencySelect />
      </div>
      <div className={styles.mobileTools}>
        <PhoneLink compact />
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
