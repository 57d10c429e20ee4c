import type { LocalizedText } from '@hotel/contracts';
import { lt, perLocale } from '../text';

export const exits = {
  west: lt('西口', 'West Exit', '서쪽 출구', '西口', '西口'),
  east: lt('東口', 'East Exit', '동쪽 출구', '东口', '東口'),
  north: lt('北口', 'North Exit', '북쪽 출구', '北口', '北口'),
  south: lt('南口', 'South Exit', '남쪽 출구', '南口', '南口'),
  central: lt('中央口', 'Central Exit', '중앙 출구', '中央口', '中央口'),
} as const;

/** A JR station by its bare name, e.g. 札幌 → JR札幌駅 / JR Sapporo Station / JR 삿포로역 / JR札幌站. */
export function jr(name: LocalizedText, exit?: LocalizedText): LocalizedText {
  return perLocale((locale) => {
    const station = {
      ja: `JR${name.ja}駅`,
      en: `JR ${name.en} Station`,
      ko: `JR ${name.ko}역`,
      'zh-CN': `JR${name['zh-CN']}站`,
      'zh-TW': `JR${name['zh-TW']}站`,
    }[locale];
    if (!exit) return station;
    return locale === 'en' ? `${station} (${exit.en})` : locale === 'ko' ? `${station} ${exit.ko}` : locale === 'ja' ? `${station} ${exit.ja}` : `${station}${exit[locale]}`;
  });
}

/** A subway station, e.g. 大通 → 地下鉄大通駅 / Odori Subway Station / 지하철 오도리역 / 地铁大通站. */
export function subway(name: LocalizedText): LocalizedText {
  return lt(`地下鉄${name.ja}駅`, `${name.en} Subway Station`, `지하철 ${name.ko}역`, `地铁${name['zh-CN']}站`, `地鐵${name['zh-TW']}站`);
}
