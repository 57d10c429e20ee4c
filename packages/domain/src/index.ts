export { prefectures, type Prefecture } from './prefectures';
export { regions, type Region } from './regions';
export { areaKeywords, areaKeywordOfPattern, isAreaKeyword, areaSearchText, areaName } from './areas';
export { locales, defaultLocale, intlLocale, localePrefix, localeFromPrefix, isLocale } from './locales';
export {
  routeDefinitions,
  matchRoute,
  localizedPath,
  allLocalePrefixes,
  switchLocalePath,
  type RouteId,
  type RouteDefinition,
  type RouteMatch,
} from './routes';
export { toIsoDate, addDays } from './dates';
export { createDefaultBooking } from './booking-defaults';
export { engineErrorCodes } from './engine-error-codes';
export { formatPrice, pointsFor } from './site/money';
export { internationalPhone, telHref, japanCountryCode } from './site/phone';
export { legacyLink, type LegacyLink } from './site/legacy-links';
export { storageIsStale, storageVersion, storageLifetimeMs } from './site/storage-policy';
export { sameOriginPath } from './site/same-origin-path';
export { meetsPasswordRule, passwordLength } from './member/password';
