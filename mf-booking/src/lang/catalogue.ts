import { createCatalogues, createRemoteIntl, mergeCatalogues } from '@hotel/i18n';

// One chunk per language (same chunk name), merged from the app's and each feature's catalogue file.
export const catalogue = createCatalogues({
  ja: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ja" */ './ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './funnel/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './review/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './guest-detail/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './payment/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './confirmation/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './cancel/ja.json'),
    ),
  en: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-en" */ './en.json'),
      import(/* webpackChunkName: "lang-en" */ './funnel/en.json'),
      import(/* webpackChunkName: "lang-en" */ './review/en.json'),
      import(/* webpackChunkName: "lang-en" */ './guest-detail/en.json'),
      import(/* webpackChunkName: "lang-en" */ './payment/en.json'),
      import(/* webpackChunkName: "lang-en" */ './confirmation/en.json'),
      import(/* webpackChunkName: "lang-en" */ './cancel/en.json'),
    ),
  ko: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ko" */ './ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './funnel/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './review/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './guest-detail/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './payment/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './confirmation/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './cancel/ko.json'),
    ),
  'zh-CN': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-CN" */ './zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './funnel/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './review/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './guest-detail/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './payment/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './confirmation/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './cancel/zh-CN.json'),
    ),
  'zh-TW': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-TW" */ './zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './funnel/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './review/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './guest-detail/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './payment/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './confirmation/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './cancel/zh-TW.json'),
    ),
});

/** This remote's messages in the page's language; every exposed module renders inside it. */
export const RemoteIntl = createRemoteIntl(catalogue);
