import { $locale, $user } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import { memberAreaClosed, memberAreaOpened, useHoldsMemberSession } from '../../entities/member';
import styles from './member-banner.module.css';
import { MemberGreeting } from './ui/member-greeting';

const pitches = ['member.banner.points', 'member.banner.firstBooking', 'member.banner.restaurants'] as const;

/** The home page's banner (SPEC 2.1, 2.8): a member's greeting and points, or the membership pitch (SPEC 1). */
export function MemberBanner() {
  const [locale, user, opened, closed] = useUnit([$locale, $user, memberAreaOpened, memberAreaClosed]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  const holdsSession = useHoldsMemberSession();

  // A member whose details are on their way, or got no answer, is still a member: no membership pitch for them.
  if (user || holdsSession) {
    return (
      <section className={styles.banner}>
        <MemberGreeting user={user} level={2}>
          <Link className={styles.join} to={localizedPath('/profile/my-card', locale)}>
            <FormattedMessage id="member.banner.myCard" />
          </Link>
        </MemberGreeting>
      </section>
    );
  }
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
