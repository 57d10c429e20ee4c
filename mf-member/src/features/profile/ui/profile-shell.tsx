import type { ProfileSection } from '@hotel/contracts';
import { $locale, $user } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Skeleton } from '@hotel/ui';
import { useNavigate } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { memberAreaClosed, memberAreaOpened, useMemberSession } from '../../../entities/member';
import { sectionShown } from '../model';
import { MemberHeader } from './member-header';
import styles from './profile-shell.module.css';
import { sectionTitles, SectionNav } from './section-nav';

interface ProfileShellProps {
  section: ProfileSection;
  children?: ReactNode;
}

/**
 * The member area (SPEC 2.1 /my-profile, 2.8): the member banner, the section links and the section's
 * heading. Only a logged-in member sees it; a visitor goes home (SPEC 4), but not a member whose session
 * the host is still loading, nor one whose details got no answer (told so instead).
 */
export function ProfileShell({ section, children }: ProfileShellProps) {
  const intl = useIntl();
  const [user, locale] = useUnit([$user, $locale]);
  const session = useMemberSession();
  const [opened, closed, shown] = useUnit([memberAreaOpened, memberAreaClosed, sectionShown]);
  const navigate = useNavigate();
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  useEffect(() => {
    shown(section);
  }, [section, shown]);
  useEffect(() => {
    if (session === 'visitor') navigate(localizedPath('/', locale), { replace: true });
  }, [session, locale, navigate]);

  return (
    <main className={styles.area} id="profile-area" data-page="profile-area">
      {session === 'member' && user ? (
        <>
          <MemberHeader user={user} />
          <SectionNav current={section} />
          <h1 className={styles.title}>
            <FormattedMessage id={sectionTitles[section]} />
          </h1>
          {children}
        </>
      ) : session === 'unreachable' ? (
        // The host's notice at the bottom offers another try; when it brings the details this page shows them.
        <p role="status" className={styles.unreachable}>
          <FormattedMessage id="member.profile.unreachable" />
        </p>
      ) : (
        <Skeleton lines={3} label={intl.formatMessage({ id: 'member.profile.checkingSession' })} />
      )}
    </main>
  );
}
