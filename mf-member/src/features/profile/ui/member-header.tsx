import type { User } from '@hotel/contracts';
import { $locale, logoutRequested } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useNavigate } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { MemberGreeting } from '../../member-banner';
import { editRequested } from '../model';
import styles from './member-header.module.css';

/** SPEC 2.8 member banner in the member area: greeting, points, logout, and Edit (my profile in edit mode). */
export function MemberHeader({ user }: { user: User }) {
  const [locale, logout, edit] = useUnit([$locale, logoutRequested, editRequested]);
  const navigate = useNavigate();
  const openEditor = () => {
    edit();
    navigate(localizedPath('/profile/my-profile', locale));
  };
  return (
    <section className={styles.banner}>
      <MemberGreeting user={user} level={2}>
        <Button variant="secondary" onClick={openEditor}>
          <FormattedMessage id="member.profile.edit" />
        </Button>
        <button type="button" className={styles.logout} onClick={() => logout()}>
          <FormattedMessage id="member.profile.logout" />
        </button>
      </MemberGreeting>
    </section>
  );
}
