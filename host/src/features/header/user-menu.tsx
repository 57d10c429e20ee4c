import type { User } from '@hotel/contracts';
import { $locale, logoutRequested } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import styles from './header.module.css';

export const memberLinks = [
  { path: '/profile/my-profile', label: 'header.myProfile' },
  { path: '/profile/my-booking', label: 'header.myBookings' },
  { path: '/profile/my-rewards', label: 'header.myRewards' },
] as const;

/** SPEC 6: the greeting uses the first name in English and the last name otherwise. */
export function Greeting({ user }: { user: User }) {
  const locale = useUnit($locale);
  return <FormattedMessage id="header.greeting" values={{ name: locale === 'en' ? user.firstName : user.lastName }} />;
}

/** SPEC 2.8 user menu: my profile, my reservations, my rewards, logout. */
export function UserMenu({ user }: { user: User }) {
  const [locale, logout] = useUnit([$locale, logoutRequested]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);
  return (
    <div className={styles.userMenu} ref={root} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button type="button" className={styles.userButton} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <Greeting user={user} /> <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={listId} className={styles.userList}>
          {memberLinks.map((link) => (
            <li key={link.path}>
              <Link to={localizedPath(link.path, locale)} onClick={() => setOpen(false)}>
                <FormattedMessage id={link.label} />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.linkButton} onClick={logout}>
              <FormattedMessage id="header.logout" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
