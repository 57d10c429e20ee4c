/** The five interface languages (SPEC 1); ja is the default and the fallback. */
export type Locale = 'ja' | 'en' | 'ko' | 'zh-CN' | 'zh-TW';

/** A text in every interface language. */
export type LocalizedText = Record<Locale, string>;
