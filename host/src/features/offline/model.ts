import { $online, onlineChanged } from '@hotel/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { reloadWhenSiteAnswers } from './reload-when-answered';

export const offlineAlertDismissed = createEvent();

/** The alert shows while offline until dismissed; going offline again shows it again. */
export const $offlineAlertVisible = createStore(false)
  .on(onlineChanged, (_, online) => !online)
  .reset(offlineAlertDismissed);

/** Whether the connection was lost since the page loaded. */
const $wasOffline = createStore(false).on(onlineChanged, (was, online) => was || !online);

const reloadFx = createEffect(() => reloadWhenSiteAnswers());

/** SPEC 2.8: when the connection comes back after being lost, the page reloads. */
sample({ clock: $online.updates, source: $wasOffline, filter: (wasOffline, online) => wasOffline && online, target: reloadFx });

export function watchConnection(): void {
  if (!navigator.onLine) onlineChanged(false);
  window.addEventListener('offline', () => onlineChanged(false));
  window.addEventListener('online', () => onlineChanged(true));
}
