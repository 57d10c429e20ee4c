import { createCatalogues, createRemoteIntl } from '@hotel/i18n';

export const catalogue = createCatalogues({
  ja: () => import(/* webpackChunkName: "lang-ja" */ './ja.json'),
  en: () => import(/* webpackChunkName: "lang-en" */ './en.json'),
  ko: () => import(/* webpackChunkName: "lang-ko" */ './ko.json'),
  'zh-CN': () => import(/* webpackChunkName: "lang-zh-CN" */ './zh-CN.json'),
  'zh-TW': () => import(/* webpackChunkName: "lang-zh-TW" */ './zh-TW.json'),
});

/** This remote's messages in the page's language; every exposed module renders inside it. */
export const RemoteIntl = createRemoteIntl(catalogue);
