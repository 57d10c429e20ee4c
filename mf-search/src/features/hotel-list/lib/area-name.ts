import type { Locale } from '@hotel/contracts';
import { prefectures, regions } from '@hotel/domain';

/** The searched place as the visitor reads it: an area route's region or prefecture in their language. */
export function areaName(searchText: string, areaKeyword: string | null, locale: Locale): string {
  const keyword = areaKeyword?.toLowerCase();
  const area = prefectures.find((p) => p.keyword === keyword) ?? regions.find((r) => r.keyword === keyword);
  return area ? area.name[locale] : searchText;
}
