import { $locale } from '@hotel/bus';
import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useLocation } from '@hotel/ui/router';
import { backLinkTarget } from './lib';
import { $backLinks, backLinkFound } from './memory';

interface NavigationEntries {
  entries(): Array<{ url: string | null }>;
  currentEntry: { index: number } | null;
}

/** The tab's earlier entries, newest first, where the browser has the Navigation API (Chromium); else null. */
function earlierEntries(): string[] | null {
  const navigation = (window as { navigation?: NavigationEntries }).navigation;
  const current = navigation?.currentEntry;
  if (!navigation || !current) return null;
  return navigation
    .entries()
    .slice(0, current.index)
    .reverse()
    .map((entry) => entry.url ?? '');
}

/** Where "back" goes from this history entry; the list found is kept for the entry so a reload keeps it. */
export function useBackLink() {
  const [locale, found] = useUnit([$locale, backLinkFound]);
  const { key, pathname } = useLocation();
  const entry = `${key}${pathname}`;
  const remembered = useStoreMap({ store: $backLinks, keys: [entry], fn: (links, [at]) => links[at] ?? null });
  // The tab's earlier entries change only with the history entry, so they are read once for each entry.
  const history = useMemo(() => ({ entry, urls: earlierEntries() }), [entry]);
  const target = useMemo(
    () => backLinkTarget({ history: history.urls, referrer: document.referrer, origin: window.location.origin, remembered, locale }),
    [history, locale, remembered],
  );
  useEffect(() => {
    if (target.toResults && target.path !== remembered) found({ entry, path: target.path });
  }, [entry, target, remembered, found]);
  return target;
}
