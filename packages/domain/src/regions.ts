import type { LocalizedText } from '@hotel/contracts';

export interface Region {
  keyword: string;
  name: LocalizedText;
  /** JIS codes of the prefectures the region covers. */
  prefectureCodes: readonly number[];
}

type Row = [string, string, string, string, string, string, number[]];

// Hokkaido and Okinawa are areas of their own as prefectures; the nine regions below never repeat a
// prefecture keyword, so the 56 area routes stay unique.
const rows: Row[] = [
  ['tohoku', 'Tohoku', '東北', '도호쿠', '东北', '東北', [2, 3, 4, 5, 6, 7]],
  ['kanto', 'Kanto', '関東', '간토', '关东', '關東', [8, 9, 10, 11, 12, 13, 14]],
  ['koshinetsu', 'Koshinetsu', '甲信越', '고신에쓰', '甲信越', '甲信越', [15, 19, 20]],
  ['hokuriku', 'Hokuriku', '北陸', '호쿠리쿠', '北陆', '北陸', [16, 17, 18]],
  ['tokai', 'Tokai', '東海', '도카이', '东海', '東海', [21, 22, 23, 24]],
  ['kansai', 'Kansai', '関西', '간사이', '关西', '關西', [25, 26, 27, 28, 29, 30]],
  ['chugoku', 'Chugoku', '中国', '주고쿠', '中国地区', '中國地區', [31, 32, 33, 34, 35]],
  ['shikoku', 'Shikoku', '四国', '시코쿠', '四国', '四國', [36, 37, 38, 39]],
  ['kyushu', 'Kyushu', '九州', '규슈', '九州', '九州', [40, 41, 42, 43, 44, 45, 46]],
];

export const regions: readonly Region[] = rows.map(([keyword, en, ja, ko, zhCN, zhTW, prefectureCodes]) => ({
  keyword,
  name: { ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW },
  prefectureCodes,
}));
