import { areaSearchText } from '../areas';
import { keywordFromUrl } from './hotel-list-query';
import { nearPointOf } from './near-me-query';

/**
 * SPEC 2.1: the keyword a hotel list asks hotels and areas for — an area route's (`/hotels-tokyo`) search text,
 * else the query's `keyword` (empty: every hotel). Null for a near-me list, whose hotels only the visitor's
 * point finds. The list page and the host server's first paint of it read the route the same way.
 */
export function listSearchTextOf(areaKeyword: string | null, params: URLSearchParams): string | null {
  if (areaKeyword) return areaSearchText(areaKeyword);
  return nearPointOf(params) ? null : keywordFromUrl(params.get('keyword'));
}
