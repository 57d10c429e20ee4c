import type { User } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { $points, greetingName } from '../../../entities/member';
import styles from './member-greeting.module.css';

interface MemberGreetingProps {
  /** Null for a logged-in member whose details have not come: welcomed back without a name, points unknown. */
  user: User | null;
  /** The greeting's heading level where it sits in the page's outline. */
  level: 2 | 3;
  /** Links or buttons under the points (logout, edit). */
  children?: ReactNode;
}

/** SPEC 2.8 member banner: the greeting by language (SPEC 6) and the member's points. */
export function MemberGreeting({ user, level, children }: MemberGreetingProps) {
  const [locale, points] = useUnit([$locale, $points]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.greeting}>
      <Heading className={styles.name}>
        {user ? (
          <FormattedMessage id="member.banner.greeting" values={{ name: greetingName(user, locale) }} />
        ) : (
          <FormattedMessage id="member.banner.welcomeBack" />
        )}
      </Heading>
      <p className={styles.points}>
        <FormattedMessage
          id="member.banner.pointsBalance"
          values={{ points: <strong className={styles.figure}>{points === null ? '–' : <FormattedNumber value={points} />}</strong> }}
        />
      </p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
