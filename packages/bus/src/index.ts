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
} from './session';
export {
  authPanelRequested,
  searchChanged,
  toastShown,
  toastDismissed,
  $toasts,
  analyticsEvent,
  type Toast,
} from './cross-app-events';
