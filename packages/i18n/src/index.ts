export { resolveLocale, localeFromLanguageTag, type LocaleSources } from './resolve-locale';
export {
  LocalizedProvider,
  createCatalogues,
  type Messages,
  type CatalogueLoaders,
} from './localized-provider';
