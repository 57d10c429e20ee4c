import { homeOpened } from '@hotel/bus';
import { RemoteSlot, SearchBoxSpace } from '@hotel/ui';
import { useSearchParams } from '@hotel/ui/router';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { HomeRedirect } from '../app/lazy-pages';
import styles from './pages.module.css';

/**
 * SPEC 2.2: header, the booking search box, the membership banner. A query with check-in and check-out goes
 * to that hotel's page. `/login`, `/signup` and a reset-password link show home too; the layout's member panels
 * open on them.
 */
export function HomePage() {
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
  return (
    <main className={styles.page} data-page="home-page">
      <h1 className={styles.heroTitle}>
        <FormattedMessage id="home.title" />
      </h1>
      <RemoteSlot id="mf_search/SearchBox" props={{ placement: 'home' }} skeleton={<SearchBoxSpace />} />
      <RemoteSlot id="mf_member/MemberBanner" props={{}} />
    </main>
  );
}
