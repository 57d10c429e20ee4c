import { matchRoute, type RouteId } from '@hotel/domain';
import { prefetchExposed, warmExposed } from '@hotel/ui';
import { useEffect } from 'react';
import { watchLinkIntent } from './link-intent';
import { pageModuleOf } from './page-modules';
import { likelyNextPages } from './likely-next-pages';
import { whenSettled } from './when-settled';

/** Data Saver on: nothing is loaded before it is asked for. */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Loads ahead what the visitor will most likely need next: the next step's code once the current page has
 * settled, and a page's code and first data as soon as the visitor points at, touches or focuses a link to it.
 */
export function usePagePrefetch(route: RouteId | null): void {
  useEffect(
    () =>
      watchLinkIntent(document, (url) => {
        const target = matchRoute(url.pathname);
        const id = target ? pageModuleOf(target.id) : undefined;
        if (id && !savingData()) void prefetchExposed(id, url);
      }),
    [],
  );

  useEffect(() => {
    const next = route ? likelyNextPages[route] : undefined;
    if (!next || savingData()) return undefined;
    return whenSettled(() => next.forEach((id) => void warmExposed(id)));
  }, [route]);
}
