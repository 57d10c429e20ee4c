import type { Locale } from '@hotel/contracts';
import { prefectures } from './prefectures';
import { regions } from './regions';

/** SPEC 2.1: one hotel-list route per area, /hotels-{keyword}; 47 prefectures and 9 regions. */
export const areaKeywords: readonly string[] = [
  ...prefectures.map((p) => p.keyword),
  ...regions.map((r) => r.keyword),
];

const areaKeywordSet = new Set(areaKeywords);

export function isAreaKeyword(keyword: string): boolean {
  return areaKeywordSet.has(keyword.toLowerCase());
}

/** The area of a hotel-list route's pattern (`/hotels-tokyo` → `tokyo`); null for /hotels and /hotels-list. */
export function areaKeywordOfPattern(pattern: string): string | null {
  const keyword = /^\/hotels-(.+)$/.exec(pattern)?.[1];
  return keyword && isAreaKeyword(keyword) ? keyword : null;
}

/** SPEC 2.1: "the keyword is capitalised and used as search text". */
export function areaSearchText(keyword: string): string {
  return keyword.charAt(0).toUpperCase() + keyword.slice(1).toLowerCase();
}

const areaNames = new Map([...prefectures, ...regions].map((area) => [area.keyword, area.name]));

/** An area's name as a visitor of that language reads it (東京都, Tokyo, 도쿄도 …); null for an unknown keyword. */
export function areaName(keyword: string, locale: Locale): string | null {
  return areaNames.get(keyword.toLowerCase())?.[locale] ?? null;
}
