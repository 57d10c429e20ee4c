import { createCatalogues, mergeCatalogues, createRemoteIntl } from '@hotel/i18n';

// One chunk per language (same chunk name), merged from the app's and each feature's catalogue file.
export const catalogue = createCatalogues({
  ja: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ja" */ './ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './hotel-detail/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './rooms-plans/ja.json'),
    ),
  en: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-en" */ './en.json'),
      import(/* webpackChunkName: "lang-en" */ './hotel-detail/en.json'),
      import(/* webpackChunkName: "lang-en" */ './rooms-plans/en.json'),
    ),
  ko: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ko" */ './ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './hotel-detail/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './rooms-plans/ko.json'),
    ),
  'zh-CN': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-CN" */ './zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './hotel-detail/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './rooms-plans/zh-CN.json'),
    ),
  'zh-TW': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-TW" */ './zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './hotel-detail/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './rooms-plans/zh-TW.json'),
    ),
});

/** This remote's messages in the page's language; every exposed module renders inside it. */
export const RemoteIntl = createRemoteIntl(catalogue);
