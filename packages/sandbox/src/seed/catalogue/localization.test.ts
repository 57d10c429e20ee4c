import { locales } from '@hotel/domain';
import { catalogue, localizedTexts } from './test-support';

const texts = localizedTexts(catalogue);

/** Latin tokens that are normal in Japanese, Korean and Chinese text. */
const allowedLatin = new Set(['JR', 'Wi', 'Fi', 'USB', 'EV', 'TV', 'cm']);

function plain(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&\w+;/g, ' ')
    .replace(/https:\/\/\S+/g, ' ')
    .replace(/[\w.-]+@[\w.-]+/g, ' ');
}

const kana = /[\u3040-\u30ff]/;
const han = /[\u4e00-\u9fff]/;
const hangul = /[\uac00-\ud7a3]/;

// Characters whose simplified and traditional forms differ (游 is left out: Taiwan writes 游泳 too).
const simplifiedOnly = '樱车铁馆厅区县岛广东乐营务张层图书饭汤温风气总业应时间门员电视网络费预订约价设备净热壶机儿两个们这还说让请选择觉亲纪庆优顺续宾号现实样体验满开关见从离过东铁线丰荣严龙凤';
const traditionalOnly = '櫻車鐵館廳區縣島廣東樂營務張層圖書飯湯溫風氣總業應時間門員電視網絡費預訂約價設備淨熱壺機兒兩個們這還說讓請選擇遊覺親紀慶優順續賓號現實樣體驗滿開關見從離過東鐵線豐榮嚴龍鳳';
// Japanese shinjitai that Chinese writes differently.
const japaneseOnly = '駅県広沢栄浜辺児様恵楽鉄関図';

describe('localization (issue: real text in all five languages)', () => {
  it('finds the localized texts of every part of the catalogue', () => {
    expect(texts.length).toBeGreaterThan(5000);
    for (const part of ['hotels', 'amenities', 'policies', 'roomTypes', 'plans', 'reviews', 'extras', 'questions', 'promoCodes']) {
      expect(texts.some(([path]) => path.startsWith(`$.${part}`))).toBe(true);
    }
  });

  it('fills every language of every text', () => {
    const empty = texts.filter(([, text]) => locales.some((locale) => text[locale].trim() === '')).map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it('writes each language in its own script (language-neutral texts such as street numbers aside)', () => {
    const wrong: string[] = [];
    for (const [path, text] of texts) {
      const neutral = locales.every((locale) => text[locale] === text.ja) && !/\p{L}/u.test(text.ja);
      if (neutral) continue;
      if (!kana.test(text.ja) && !han.test(text.ja)) wrong.push(`${path} ja: ${text.ja}`);
      if (!hangul.test(text.ko) || kana.test(text.ko) || han.test(text.ko)) wrong.push(`${path} ko: ${text.ko}`);
      for (const locale of ['zh-CN', 'zh-TW'] as const) {
        if (!han.test(text[locale]) || kana.test(text[locale]) || hangul.test(text[locale])) wrong.push(`${path} ${locale}: ${text[locale]}`);
      }
      if (kana.test(text.en) || han.test(text.en) || hangul.test(text.en)) wrong.push(`${path} en: ${text.en}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves no English in the Japanese, Korean and Chinese texts', () => {
    const english: string[] = [];
    for (const [path, text] of texts) {
      for (const locale of ['ja', 'ko', 'zh-CN', 'zh-TW'] as const) {
        const words = (plain(text[locale]).match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowedLatin.has(word));
        if (words.length > 0) english.push(`${path} ${locale}: ${words.join(' ')}`);
      }
    }
    expect(english).toEqual([]);
  });

  it('keeps Simplified and Traditional Chinese apart, and Japanese kanji out of both', () => {
    const mixed: string[] = [];
    for (const [path, text] of texts) {
      const cn = [...text['zh-CN']].filter((c) => traditionalOnly.includes(c) || japaneseOnly.includes(c));
      const tw = [...text['zh-TW']].filter((c) => simplifiedOnly.includes(c) || japaneseOnly.includes(c));
      if (cn.length > 0) mixed.push(`${path} zh-CN: ${cn.join('')} in ${text['zh-CN']}`);
      if (tw.length > 0) mixed.push(`${path} zh-TW: ${tw.join('')} in ${text['zh-TW']}`);
    }
    expect(mixed).toEqual([]);
  });

  it('translates rather than copies: languages differ wherever there are words', () => {
    const copied = texts
      .filter(([, text]) => /[A-Za-z]{3,}/.test(text.en))
      .filter(([, text]) => text.ja === text.en || text.ko === text.en || text['zh-CN'] === text.en)
      .map(([path]) => path);
    expect(copied).toEqual([]);
  });
});
