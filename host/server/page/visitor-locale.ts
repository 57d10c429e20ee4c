import type { IncomingMessage } from 'node:http';
import type { Locale } from '@hotel/contracts';
import { resolveLocale } from '@hotel/i18n/src/resolve-locale';
import { cookieNames } from '../../src/features/session/cookies';
import { readCookies } from '../http/cookies';

/** `Accept-Language` as the browser's `navigator.languages`: most preferred first, none refused (q=0) or wild. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language the page will be drawn in, decided as the page decides it (SPEC 4: the URL prefix, then the
 * cookie, then the browser's languages), so the first paint and the catalogue preloads are in that language
 * even on an unprefixed path that the page then moves to its prefixed one.
 */
export function visitorLocale(request: IncomingMessage, pathname: string): Locale {
  return resolveLocale({
    pathname,
    cookieLocale: readCookies(request)[cookieNames.locale] ?? null,
    browserLanguages: acceptedLanguages(request.headers['accept-language']),
  });
}
