import { createCatalogues } from '@hotel/i18n';

export const catalogue = createCatalogues({
  ja: () => import('./ja.json'),
  en: () => import('./en.json'),
  ko: () => import('./ko.json'),
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.json'),
});
