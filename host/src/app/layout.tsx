import type { RouteId } from '@hotel/domain';
import { Suspense } from 'react';
import { Outlet } from '@hotel/ui/router';
import { AuthPanelsSlot } from '../features/auth-panels/auth-panels-slot';
import { ExpiredSessionModal } from '../features/expired-session/expired-session-slot';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { useLocaleFromUrl } from '../features/locale/use-locale-from-url';
import { OfflineAlert } from '../features/offline/offline-alert';
import { useDocumentMeta } from '../features/page-meta/use-document-meta';
import { usePagePrefetch } from '../features/page-prefetch/use-page-prefetch';
import { PreviewBanner } from '../features/preview-banner/preview-banner';
import { ToastRegion } from '../features/toasts/toast-region';
import { showsHeader } from './headerless-routes';
import styles from './layout.module.css';

/** The frame around every page; `route` is the page the router found (null: not found). */
export function Layout({ route }: { route: RouteId | null }) {
  useLocaleFromUrl();
  useDocumentMeta();
  usePagePrefetch(route);
  return (
    <div className={styles.shell}>
      <PreviewBanner />
      {showsHeader(route) && <Header />}
      <div className={styles.content} id="content">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <ToastRegion />
      <OfflineAlert />
      <ExpiredSessionModal />
      <AuthPanelsSlot routeId={route} />
    </div>
  );
}
