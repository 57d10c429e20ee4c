import { $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useLocation } from '@hotel/ui/router';
import { readSession, writeSession } from '../../shared/session-memory';
import { backLinkTarget } from './lib';

const memoryKey = 'mf_hotel.backToResults';

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
  const locale = useUnit($locale);
  const { key, pathname } = useLocation();
  const entry = `${key}${pathname}`;
  const target = useMemo(() => {
    const remembered = readSession<Record<string, string>>(memoryKey)?.[entry] ?? null;
    return backLinkTarget({ history: earlierEntries(), referrer: document.referrer, origin: window.location.origin, remembered, locale });
  }, [entry, locale]);
  useEffect(() => {
    if (!target.toResults) return;
    const others = Object.entries(readSession<Record<string, string>>(memoryKey) ?? {}).filter(([other]) => other !== entry);
    writeSession(memoryKey, Object.fromEntries([[entry, target.path], ...others.slice(0, 19)]));
  }, [entry, target]);
  return target;
}
