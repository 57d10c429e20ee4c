import type { ContentLanguage, Locale } from '@hotel/contracts';

const contentLanguages: Record<Locale, ContentLanguage> = { ja: 'ja-JP', en: 'en', ko: 'ko-KR', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

/** The content API's language value for an interface locale (SPEC 7.2 TargetLanguage). */
export function contentLanguageOf(locale: Locale): ContentLanguage {
  return contentLanguages[locale];
}
