import { analyticsEvent } from '@hotel/bus';
import { createEffect, sample } from 'effector';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

const pushFx = createEffect((entry: Record<string, unknown>) => {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
});

/** SPEC 4 analytics: whichever app raises an event on the bus, the tag manager's `dataLayer` receives it. */
export function startAnalytics(): void {
  window.dataLayer = window.dataLayer ?? [];
  sample({ clock: analyticsEvent, target: pushFx });
}
