import { createEvent, createStore } from 'effector';

/** A part of the site asks the member app to open its login or sign-up panel. */
export const authPanelRequested = createEvent<'login' | 'signup'>();

/** The search box committed a new search; the hotel page re-runs its room search (SPEC 4 booking popups). */
export const searchChanged = createEvent<{ source: string }>();

export interface Toast {
  id: number;
  kind: 'success' | 'danger' | 'info';
  /** Already translated text. */
  message: string;
}

let nextToastId = 1;
export const toastShown = createEvent<Omit<Toast, 'id'>>();
export const toastDismissed = createEvent<number>();
export const $toasts = createStore<Toast[]>([])
  .on(toastShown, (toasts, toast) => [...toasts, { ...toast, id: nextToastId++ }])
  .on(toastDismissed, (toasts, id) => toasts.filter((t) => t.id !== id));

/** SPEC 4 analytics: any app raises it, the host forwards it to `dataLayer`. */
export const analyticsEvent = createEvent<{ event: string } & Record<string, unknown>>();
