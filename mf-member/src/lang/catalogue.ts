import { createCatalogues, createRemoteIntl, mergeCatalogues } from '@hotel/i18n';

// One chunk per language (same chunk name), merged from the app's and each feature's catalogue file.
export const catalogue = createCatalogues({
  ja: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ja" */ './ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './login/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './sign-up/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './profile/ja.json'),
      import(/* webpackChunkName: "lang-ja" */ './account-history/ja.json'),
    ),
  en: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-en" */ './en.json'),
      import(/* webpackChunkName: "lang-en" */ './login/en.json'),
      import(/* webpackChunkName: "lang-en" */ './sign-up/en.json'),
      import(/* webpackChunkName: "lang-en" */ './profile/en.json'),
      import(/* webpackChunkName: "lang-en" */ './account-history/en.json'),
    ),
  ko: () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-ko" */ './ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './login/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './sign-up/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './profile/ko.json'),
      import(/* webpackChunkName: "lang-ko" */ './account-history/ko.json'),
    ),
  'zh-CN': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-CN" */ './zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './login/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './sign-up/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './profile/zh-CN.json'),
      import(/* webpackChunkName: "lang-zh-CN" */ './account-history/zh-CN.json'),
    ),
  'zh-TW': () =>
    mergeCatalogues(
      import(/* webpackChunkName: "lang-zh-TW" */ './zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './login/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './sign-up/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './profile/zh-TW.json'),
      import(/* webpackChunkName: "lang-zh-TW" */ './account-history/zh-TW.json'),
    ),
});

/** This remote's messages in the page's language; every exposed module renders inside it. */
export const RemoteIntl = createRemoteIntl(catalogue);
