export { $booking, bookingChanged, bookingReset } from './booking';
export {
  $locale,
  localeChanged,
  $online,
  onlineChanged,
  $env,
  envLoaded,
  $user,
  userLoggedIn,
  userLoggedOut,
  memberSessionChecked,
  $memberSessionChecked,
  memberEmailCookie,
} from './session';
export {
  authPanelRequested,
  $authPanelRequest,
  logoutRequested,
  memberSignedIn,
  sessionExpired,
  searchChanged,
  homeOpened,
  toastShown,
  toastDismissed,
  $toasts,
  analyticsEvent,
  type Toast,
} from './cross-app-events';
export {
  $currency,
  currencyChanged,
  $recentSearches,
  recentSearchAdded,
  $pageHotel,
  pageHotelChanged,
} from './preferences';
export { readStored, writeStored } from './storage';
export { appStarted, persistAfterStart, type PersistedStore } from './app-started';
export { $roomSelection, roomSelectionKey, roomsSelected, selectionCleared } from './selection';
