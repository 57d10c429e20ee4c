import { localeFromPrefix } from '../locales';

export type LegacyLink =
  | { kind: 'rewrite'; to: string }
  /** Refresh the login with this token, then go on to `to`; on failure the user is removed (SPEC 2.1). */
  | { kind: 'refresh'; refreshToken: string; to: string }
  | null;

function safePath(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/** Every redirect keeps the language the visitor came in with (issue 13), unless the path names its own. */
function underPrefix(prefix: string, path: string): string {
  if (!prefix || localeFromPrefix(path.split(/[/?#]/)[1] ?? '')) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * SPEC 2.1 legacy and special links: `/#/booking/result…` becomes a normal path; a link with bypass_token and
 * confirmation goes to the confirm-booking route; a refresh token with a path refreshes the login first.
 */
export function legacyLink(url: URL): LegacyLink {
  const first = url.pathname.split('/')[1] ?? '';
  const prefix = localeFromPrefix(first) ? `/${first}` : '';
  if (url.hash.startsWith('#/')) return { kind: 'rewrite', to: underPrefix(prefix, url.hash.slice(1)) };
  const params = url.searchParams;
  const confirmation = params.get('confirmation');
  const bypassToken = params.get('bypass_token');
  if (confirmation && bypassToken && /^[\w-]{1,40}$/.test(confirmation)) {
    const query = new URLSearchParams();
    for (const key of ['email', 'hotel_id', 'code']) {
      const value = params.get(key);
      if (value) query.set(key, value);
    }
    query.set('bypass_token', bypassToken);
    return { kind: 'rewrite', to: `${prefix}/confirm-booking/${confirmation}?${query}` };
  }
  const refreshToken = params.get('refresh_token');
  if (refreshToken) return { kind: 'refresh', refreshToken, to: underPrefix(prefix, safePath(params.get('path'))) };
  return null;
}
