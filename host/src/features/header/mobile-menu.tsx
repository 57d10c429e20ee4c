import { $locale, $user, logoutRequested } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Dialog, DialogCloseButton } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@hotel/ui/router';
import { CurrencySelect } from './currency-select';
import styles from './header.module.css';
import { LanguageSelect } from './language-select';
import { PhoneLink } from './phone-link';
import { RecentSearchLinks } from './recent-search-links';
import { Greeting, memberLinks } from './user-menu';
import { $memberUnreachable } from '../session';

/** SPEC 2.8 mobile navigation: menu, guest relations, recent searches, language, currency. */
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const [locale, user, memberUnreachable, logout] = useUnit([$locale, $user, $memberUnreachable, logoutRequested]);
  const intl = useIntl();
  const to = (path: string) => localizedPath(path, locale);
  return (
    <Dialog shape="start" id={id} className={styles.menu} aria-label={intl.formatMessage({ id: 'header.menu' })} onClose={onClose}>
      <DialogCloseButton className={styles.menuClose} label={intl.formatMessage({ id: 'header.closeMenu' })} />
      {user && (
        <p className={styles.menuGreeting}>
          <Greeting user={user} />
        </p>
      )}
      <nav aria-label={intl.formatMessage({ id: 'header.navigation' })}>
        <ul className={styles.menuList}>
          <li><Link to={to('/hotels')} onClick={onClose}><FormattedMessage id="header.findHotel" /></Link></li>
          <li><Link to={to('/cancel')} onClick={onClose}><FormattedMessage id="header.myReservations" /></Link></li>
          {user ? (
            <>
              {memberLinks.map((link) => (
                <li key={link.path}><Link to={to(link.path)} onClick={onClose}><FormattedMessage id={link.label} /></Link></li>
              ))}
              <li><button type="button" className={styles.linkButton} onClick={() => { onClose(); logout(); }}><FormattedMessage id="header.logout" /></button></li>
            </>
          ) : memberUnreachable ? null : (
            // A member whose details got no answer is still signed in: no "Log in" (the notice offers another try).
            <>
              <li><Link to={to('/login')} onClick={onClose}><FormattedMessage id="header.login" /></Link></li>
              <li><Link to={to('/signup')} onClick={onClose}><FormattedMessage id="header.join" /></Link></li>
            </>
          )}
        </ul>
      </nav>
      <section aria-labelledby="guest-relations-title">
        <h3 id="guest-relations-title" className={styles.menuHeading}><FormattedMessage id="header.guestRelations" /></h3>
        <p className={styles.menuEmpty}><FormattedMessage id="header.guestRelationsHours" /></p>
        <PhoneLink />
      </section>
      <RecentSearchLinks onPick={onClose} />
      <div className={styles.menuSettings}>
        <LanguageSelect />
        <CurrencySelect />
      </div>
    </Dialog>
  );
}
