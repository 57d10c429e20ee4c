export { searchLimits, clampCount, clampUndatedNights } from './limits';
export { isIsoDate, defaultStayDates, normalizeSearchDates, nightsBetween, type StayDates } from './date-rules';
export {
  emptyCalendarSelection,
  calendarSelectionOf,
  firstBlockedAfter,
  lastCheckOut,
  calendarDayRole,
  isSelectable,
  selectCalendarDay,
  selectionStay,
  applyCalendarSelection,
  visibleRemainingInventory,
  type CalendarSelection,
  type CalendarContext,
  type CalendarDayRole,
} from './calendar-rules';
export { enterUndated, leaveUndated, setUndatedNights, toggleDayUse, type StayMode } from './undated-rules';
export {
  defaultChildBed,
  clampAdults,
  clampChildren,
  clampChildAge,
  setAdults,
  setChildren,
  setChildAge,
  setChildBed,
  canAddRoom,
  addRoom,
  canDeleteRoom,
  deleteRoom,
  roomControlsEnabled,
} from './room-picker';
export {
  guestTotals,
  pickerErrors,
  canApplyRoomPicker,
  type GuestTotals,
  type PickerError,
} from './guest-totals';
export {
  knownPromoCodes,
  specialPromoCode,
  normalizePromoCode,
  promoCodeError,
  promoApplyError,
  promoCodeExists,
  isSpecialPromo,
  applyPromoCode,
  type PromoCodeError,
  type PromoApplyError,
} from './promo-code';
export { kidsTiersSupported, tierForChild, kidsAgeRangeFor } from './kids-tiers';
export {
  searchedStay,
  searchRooms,
  roomSearchQuery,
  brandPriceSearch,
  hasChildrenWithoutAge,
  shouldOpenRoomPicker,
  fallbackRooms,
  shouldRetryWithFallback,
} from './search-queries';
export { urlDefaultRooms, encodeRoomsParam, decodeRoomsParam, identicalRooms } from './rooms-param';
export { languageParamOf, localeFromLanguageParam } from './language-param';
export { replacedStayDates, type UrlSearchFields, type WrittenSearchFields } from './stay-query';
export {
  hotelDetailTabs,
  hotelDetailSearch,
  bookingFromHotelDetailQuery,
  isBookingEditEntry,
  type HotelDetailTab,
  type HotelDetailExtras,
  type HotelDetailSearch,
} from './hotel-detail-query';
export {
  listSearchTypes,
  keywordFromUrl,
  hotelListSearch,
  bookingFromHotelListQuery,
  type ListSearchType,
  type HotelListSearch,
} from './hotel-list-query';
export { homeRedirectTarget } from './home-redirect';
export { searchSubmitPath } from './search-target';
export { isStayTooLong, longestStayCheckOut } from './stay-length';
export {
  foldForSearch,
  placeMatchLevel,
  rankByMatch,
  searchWords,
  matchLevels,
  type MatchLevel,
} from './place-search/match';
export { kanaToRomaji, kanaToHepburn } from './place-search/romaji';
export { nearMeRadiusKm, nearPointOf, nearMeListPath, type GeoPoint } from './near-me-query';
export { listSearchTextOf } from './list-search-text';
