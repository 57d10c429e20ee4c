import type { Locale } from '@hotel/contracts';
import { areaKeywords } from './areas';
import { defaultLocale, localeFromPrefix, localePrefix, locales } from './locales';
import { languageParamOf } from './search/language-param';

/** Every page of SPEC 2.1, named for what it shows. */
export type RouteId =
  | 'home'
  | 'hotelList'
  | 'hotelDetail'
  | 'summary'
  | 'guestDetail'
  | 'payment'
  | 'confirmation'
  | 'cancel'
  | 'profile'
  | 'fullMap'
  | 'memberConfirmation'
  | 'authentication'
  | 'somethingWrong'
  | 'login'
  | 'signup';

export interface RouteDefinition {
  id: RouteId;
  /** Path patterns without the locale prefix; `:name` is a parameter segment. */
  paths: readonly string[];
}

const profileSections = ['my-card', 'my-profile', 'my-booking', 'my-rewards', 'change-password'];

export const routeDefinitions: readonly RouteDefinition[] = [
  // SPEC 2.1: /change-password and /booking/result both show the home page.
  { id: 'home', paths: ['/', '/change-password', '/booking/result'] },
  { id: 'hotelList', paths: ['/hotels', '/hotels-list', ...areaKeywords.map((k) => `/hotels-${k}`)] },
  { id: 'hotelDetail', paths: ['/hotel/:hotelId'] },
  { id: 'summary', paths: ['/summary'] },
  { id: 'guestDetail', paths: ['/guest-detail'] },
  { id: 'payment', paths: ['/payment'] },
  { id: 'confirmation', paths: ['/confirm-booking/:reservationId', '/profile/confirm-booking/:reservationId'] },
  { id: 'cancel', paths: ['/cancel'] },
  { id: 'profile', paths: ['/my-profile', ...profileSections.map((s) => `/profile/${s}`)] },
  { id: 'fullMap', paths: ['/full-map/:hotelId'] },
  { id: 'memberConfirmation', paths: ['/member-confirmation'] },
  { id: 'authentication', paths: ['/authentication'] },
  { id: 'somethingWrong', paths: ['/something-wrong'] },
  { id: 'login', paths: ['/login'] },
  { id: 'signup', paths: ['/signup'] },
];

export interface RouteMatch {
  id: RouteId;
  locale: Locale;
  /** The matched pattern, without the locale prefix. */
  pattern: string;
  params: Record<string, string>;
}

/** A segment's text; null when it is empty or cannot be decoded (`%E0`): such an address names no page. */
function decoded(segment: string): string | null {
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] as string;
    if (part.startsWith(':')) {
      const value = decoded(segment);
      if (!value) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment.toLowerCase()) {
      // The page's router matches whatever the case (react-router's default); the server must say the same.
      return null;
    }
  }
  return params;
}

/** Resolves a pathname (with or without a locale prefix) to the page that owns it, or null: not found. */
export function matchRoute(pathname: string): RouteMatch | null {
  let segments = pathname.split('/').filter(Boolean);
  let locale = defaultLocale;
  const prefixed = segments[0] ? localeFromPrefix(segments[0]) : null;
  if (prefixed) {
    locale = prefixed;
    segments = segments.slice(1);
  }
  for (const route of routeDefinitions) {
    for (const pattern of route.paths) {
      const params = matchPattern(pattern, segments);
      if (params) return { id: route.id, locale, pattern, params };
    }
  }
  return null;
}

/** Builds the path of a page in a language: `localizedPath('/hotels', 'en')` is `/en/hotels`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Every concrete path prefix the router must know, for each language. */
export function allLocalePrefixes(): string[] {
  return locales.map(localePrefix);
}

/**
 * SPEC 4 language change: the same page and query, rebuilt for the new language: under its prefix, and with
 * a `language` parameter (hotel detail, SPEC 2.5) saying the new language too.
 */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments[0] && localeFromPrefix(segments[0]) ? segments.slice(1) : segments;
  const params = new URLSearchParams(search);
  if (params.has('language')) params.set('language', languageParamOf(target));
  const query = params.toString();
  return `${localizedPath(`/${rest.join('/')}`, target)}${query ? `?${query}` : ''}`;
}
