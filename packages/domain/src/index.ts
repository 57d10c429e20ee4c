export { prefectures, type Prefecture } from './prefectures';
export { regions, type Region } from './regions';
export { areaKeywords, isAreaKeyword, areaSearchText } from './areas';
export { locales, defaultLocale, localePrefix, localeFromPrefix, isLocale } from './locales';
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
