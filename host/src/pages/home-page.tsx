import { RemoteSlot } from '@hotel/ui';
import { FormattedMessage } from 'react-intl';
import styles from './pages.module.css';

interface HomePageProps {
  /** `/login` and `/signup` show home with that member panel open (SPEC 2.1). */
  authPanel: 'login' | 'signup' | null;
}

export function HomePage({ authPanel }: HomePageProps) {
  return (
    <main className={styles.page} data-page="home-page">
      <h1 className={styles.heroTitle}>
        <FormattedMessage id="home.title" />
      </h1>
      <RemoteSlot id="mf_search/SearchBox" props={{ placement: 'home' }} />
      <RemoteSlot id="mf_member/MemberBanner" props={{}} />
      {authPanel && <RemoteSlot id="mf_member/AuthPanels" props={{ initialPanel: authPanel }} />}
    </main>
  );
}
