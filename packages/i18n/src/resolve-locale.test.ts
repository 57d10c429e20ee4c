import { localeFromLanguageTag, resolveLocale } from './resolve-locale';

describe('locale resolution (SPEC 4: URL prefix, cookie, browser, ja)', () => {
  it.each([
    ['/en/hotels', 'ko', ['zh-TW'], 'en'],
    ['/tw', null, [], 'zh-TW'],
    ['/zh/hotel/3', null, [], 'zh-CN'],
    ['/hotels', 'ko', ['en-US'], 'ko'],
    ['/hotels', 'xx', ['en-US'], 'en'],
    ['/', null, ['fr-FR', 'zh-Hant-TW'], 'zh-TW'],
    ['/', null, ['fr-FR'], 'ja'],
    ['/', null, [], 'ja'],
  ] as const)('%s with cookie %s and browser %j is %s', (pathname, cookieLocale, browserLanguages, expected) => {
    expect(resolveLocale({ pathname, cookieLocale, browserLanguages })).toBe(expected);
  });

  it.each([
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['ko', 'ko'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-HK', 'zh-TW'],
    ['de', null],
  ] as const)('%s maps to %s', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });
});
