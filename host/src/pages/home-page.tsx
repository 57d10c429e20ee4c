import type { AuthPanel } from '@hotel/contracts';
import { homeOpened } from '@hotel/bus';
import { RemoteSlot } from '@hotel/ui';
import { useSearchParams } from '@hotel/ui/router';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { HomeRedirect } from '../app/lazy-pages';
import styles from './pages.module.css';

interface HomePageProps {
  /** `/login` and `/signup` show home with that member panel open (SPEC 2.1). */
  authPanel: 'login' | 'signup' | null;
}

/**
 * SPEC 2.2: header, the booking search box, the membership banner. A query with check-in and check-out goes
 * to that hotel's page; a reset-password link opens the login panel on its reset step.
 */
export function HomePage({ authPanel }: HomePageProps) {
  const [params] = useSearchParams();
  useEffect(() => {
    homeOpened();
  }, []);
  if (params.has('checkin') && params.has('checkout')) {
    return (
      <Suspense fallback={null}>
        <HomeRedirect />
      </Suspense>
    );
  }
  const resetPasswordToken = params.get('reset_password_token');
  const panel: AuthPanel | null = resetPasswordToken ? 'resetPassword' : authPanel;
  return (
    <main className={styles.page} data-page="home-page">
      <h1 className={styles.heroTitle}>
        <FormattedMessage id="home.title" />
      </h1>
      <RemoteSlot id="mf_search/SearchBox" props={{ placement: 'home' }} />
      <RemoteSlot id="mf_member/MemberBanner" props={{}} />
      {panel && <RemoteSlot id="mf_member/AuthPanels" props={{ initialPanel: panel, resetPasswordToken }} />}
    </main>
  );
}
