export { resolveLocale, localeFromLanguageTag, type LocaleSources } from './resolve-locale';
export {
  LocalizedProvider,
  createCatalogues,
  mergeCatalogues,
  type Messages,
  type CatalogueLoaders,
} from './localized-provider';
export { createRemoteIntl, type Catalogue } from './remote-intl';
