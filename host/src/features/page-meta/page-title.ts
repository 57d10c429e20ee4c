import type { Locale } from '@hotel/contracts';
import { areaName, type RouteMatch } from '@hotel/domain';

/** A title message of the host catalogue and its values; null: the page's own app titles it. */
export interface TitleMessage {
  id: string;
  values?: Record<string, string>;
}

/** Pages whose app names them itself, by what they show (the hotel page and its map, by the hotel's name). */
const titledByTheirApp = new Set<RouteMatch['id']>(['hotelDetail', 'fullMap']);

function areaKeywordOf(pattern: string): string | null {
  const match = /^\/hotels-(.+)$/.exec(pattern);
  return match && match[1] !== 'list' ? (match[1] as string) : null;
}

/** SPEC 2.5 "page title and share metadata are per page": which title a route's page has. */
export function pageTitleOf(route: RouteMatch | null, locale: Locale): TitleMessage | null {
  if (!route) return { id: 'meta.title.notFound' };
  if (titledByTheirApp.has(route.id)) return null;
  if (route.id === 'login' || route.id === 'signup') return { id: 'meta.title.home' };
  if (route.id === 'hotelList') {
    const keyword = areaKeywordOf(route.pattern);
    const area = keyword ? areaName(keyword, locale) : null;
    return area ? { id: 'meta.title.hotelListArea', values: { area } } : { id: 'meta.title.hotelList' };
  }
  return { id: `meta.title.${route.id}` };
}
