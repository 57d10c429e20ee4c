import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import styles from './member-banner.module.css';

const pitches = ['member.banner.points', 'member.banner.firstBooking', 'member.banner.restaurants'] as const;

/** SPEC 1 membership pitch; the greeting and points for members come with the member issue. */
export function MemberBanner() {
  const locale = useUnit($locale);
  return (
    <section className={styles.banner} aria-labelledby="member-banner-title">
      <h2 id="member-banner-title" className={styles.title}>
        <FormattedMessage id="member.banner.title" />
      </h2>
      <ul className={styles.pitches}>
        {pitches.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
      <Link className={styles.join} to={localizedPath('/signup', locale)}>
        <FormattedMessage id="member.banner.join" />
      </Link>
    </section>
  );
}
