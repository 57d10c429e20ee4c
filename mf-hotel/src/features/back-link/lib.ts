import type { Locale } from '@hotel/contracts';
import { localizedPath, matchRoute } from '@hotel/domain';

export interface BackLinkSources {
  /**
   * URLs of the tab's earlier same-site history entries, newest first (the Navigation API's entries before
   * the current one), or null where the browser has no Navigation API.
   */
  history: readonly string[] | null;
  /** `document.referrer`: where a freshly loaded page came from (a list opened in a new tab, say). */
  referrer: string;
  origin: string;
  /** The list this history entry was found to come from earlier (kept for reloads). */
  remembered: string | null;
  locale: Locale;
}

function sameSite(url: string, origin: string): URL | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed : null;
  } catch {
    return null;
  }
}

const routeOf = (url: URL) => matchRoute(url.pathname)?.id ?? null;

/**
 * The hotel list the visitor came from, with its search: going back through history, hotel pages are skipped
 * (a nearby hotel opened from this one), a list is the answer, anything else means the visit did not start
 * from a list. Then the referrer, then what was found before for this entry. Null: go home (SPEC 2.5).
 */
export function searchResultsPath({ history, referrer, origin, remembered }: BackLinkSources): string | null {
  for (const entry of history ?? []) {
    const url = sameSite(entry, origin);
    const route = url && routeOf(url);
    if (route === 'hotelList') return `${(url as URL).pathname}${(url as URL).search}`;
    if (route !== 'hotelDetail') break;
  }
  const fromReferrer = referrer ? sameSite(referrer, origin) : null;
  if (fromReferrer && routeOf(fromReferrer) === 'hotelList') return `${fromReferrer.pathname}${fromReferrer.search}`;
  return remembered;
}

export function backLinkTarget(sources: BackLinkSources): { path: string; toResults: boolean } {
  const results = searchResultsPath(sources);
  return results ? { path: results, toResults: true } : { path: localizedPath('/', sources.locale), toResults: false };
}
