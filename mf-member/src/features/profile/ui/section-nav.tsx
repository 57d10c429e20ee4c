import type { ProfileSection } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Link } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './section-nav.module.css';

/** SPEC 2.1: the member area's sections, in the order the menu lists them. */
export const sectionTitles: Record<ProfileSection, string> = {
  'my-card': 'member.profile.myCard',
  'my-profile': 'member.profile.myProfile',
  'my-booking': 'member.profile.myBooking',
  'my-rewards': 'member.profile.myRewards',
  'change-password': 'member.profile.changePassword',
};

const sections = Object.keys(sectionTitles) as ProfileSection[];

/** Links to /profile/my-card … /profile/change-password in the page's language; the current one is marked. */
export function SectionNav({ current }: { current: ProfileSection }) {
  const intl = useIntl();
  const locale = useUnit($locale);
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'member.profile.sections' })}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section}>
            <Link
              className={styles.link}
              to={localizedPath(`/profile/${section}`, locale)}
              aria-current={section === current ? 'page' : undefined}
            >
              <FormattedMessage id={sectionTitles[section]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
