import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import styles from './pages.module.css';

const reloadedKey = 'chunk-reload';

/** A part of the site built before a release asks for a file that is gone: loading the page again fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module/i.test(text);
}

/**
 * SPEC 8: a chunk-load failure reloads the page once; any other error a page throws shows status and message,
 * and the way home (unknown addresses have their not-found page, so every error here is the site's: 500).
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const locale = useUnit($locale);
  const chunk = isChunkLoadError(error) && !sessionStorage.getItem(reloadedKey);
  useEffect(() => {
    if (!chunk) return;
    sessionStorage.setItem(reloadedKey, '1');
    window.location.reload();
  }, [chunk]);
  if (chunk) return null;
  const message = error instanceof Error ? error.message : '';
  return (
    <main className={styles.page} data-page="route-error-page">
      <h1>
        <FormattedMessage id="routeError.title" values={{ status: 500 }} />
      </h1>
      {message && <p>{message}</p>}
      <Link to={localizedPath('/', locale)}>
        <FormattedMessage id="common.backToHome" />
      </Link>
    </main>
  );
}
