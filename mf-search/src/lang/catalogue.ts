import { createCatalogues, mergeCatalogues, createRemoteIntl } from '@hotel/i18n';

// One chunk per language (same chunk name), merged from the app's and each feature's catalogue file.
export const catalogue = createCatalogues({
  ja: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ja" */ './ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './search-box/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './hotel-list/ja.json'),
    ),
  en: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-en" */ './en.json'),
      import(/* webpackChunkName: "lang-en" */ './search-box/en.json'),
      import(/* webpackChunkName: "lang-en" */ './hotel-list/en.json'),
    ),
  ko: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ko" */ './ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './search-box/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './hotel-list/ko.json'),
    ),
  'zh-CN': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-CN" */ './zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './search-box/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './hotel-list/zh-CN.json'),
    ),
  'zh-TW': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-TW" */ './zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './search-box/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './hotel-list/zh-TW.json'),
    ),
});

/** This remote's messages in the page's language; every exposed module renders inside it. */
export const RemoteIntl = createRemoteIntl(catalogue);
