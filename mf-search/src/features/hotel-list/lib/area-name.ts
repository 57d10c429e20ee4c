import type { ContentArea, Locale } from '@hotel/contracts';
import { prefectures, regions } from '@hotel/domain';
import type { ListSearch } from './list-route';

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The place a keyword search found, named as the content service names it in the page's language: the area
 * of the kind picked from the suggestions (city or district), or the one whose name is the keyword, or the
 * only one found. Null when none fits: the keyword then stands as typed.
 */
function searchedArea(search: ListSearch, areas: readonly ContentArea[]): ContentArea | null {
  const type = search.booking.searchType;
  const candidates = type === 'city' || type === 'district' ? areas.filter((area) => area.type === type) : areas;
  const keyword = normalize(search.searchText);
  const named = candidates.find((area) => normalize(area.name) === keyword);
  if (named) return named;
  return (type === 'city' || type === 'district' || candidates.length === 1) ? (candidates[0] ?? null) : null;
}

/**
 * The searched place as the visitor reads it: an area route's region or prefecture in their language, or the
 * city or district the keyword found ('3 hotels in Shibuya', not 'in shibuya' as typed; issue 13).
 */
export function areaName(search: ListSearch, areas: readonly ContentArea[], locale: Locale): string {
  const keyword = search.booking.areaKeyword?.toLowerCase();
  const area = prefectures.find((p) => p.keyword === keyword) ?? regions.find((r) => r.keyword === keyword);
  if (area) return area.name[locale];
  return searchedArea(search, areas)?.name ?? search.searchText;
}
