import type { Locale } from '@hotel/contracts';
import { languageParamOf, localeFromLanguageParam } from './language-param';

describe('SPEC 1 language codes in URLs', () => {
  it.each<[Locale, string]>([
    ['ja', 'ja'],
    ['en', 'en'],
    ['ko', 'ko'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'tw'],
  ])('SPEC 1: %s is written %s and read back', (locale, code) => {
    expect(languageParamOf(locale)).toBe(code);
    expect(localeFromLanguageParam(code)).toBe(locale);
    expect(localeFromLanguageParam(locale)).toBe(locale);
  });

  it.each<[string, Locale]>([
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
    ['ko-KR', 'ko'],
    ['EN', 'en'],
    [' Tw ', 'zh-TW'],
  ])('SPEC 1: the long form or case variant %p is %s', (raw, locale) => {
    expect(localeFromLanguageParam(raw)).toBe(locale);
  });

  it.each([null, '', 'fr', 'zh-HK', 'constructor', '__proto__', '<b>'])('SPEC 1: %p is no language', (raw) => {
    expect(localeFromLanguageParam(raw)).toBeNull();
  });
});
