import type { MemberTokens } from '@hotel/contracts';
import { createEvent, createStore } from 'effector';

/** A part of the site asks the member app to open its login or sign-up panel. */
export const authPanelRequested = createEvent<'login' | 'signup'>();
/**
 * The last panel asked for: the host mounts the member app's panels on the first ask, and the panels read it
 * when they arrive, so an ask made before their code has loaded is not lost.
 */
export const $authPanelRequest = createStore<'login' | 'signup' | null>(null, { serialize: 'ignore' }).on(authPanelRequested, (_, panel) => panel);

/** A login or sign-up finished: the host keeps the tokens and loads the member (SPEC 4 "Login"). */
export const memberSignedIn = createEvent<MemberTokens>();

/** The member chose to log out (header, banner); the host clears the session and goes home (SPEC 4). */
export const logoutRequested = createEvent();

/** A member's session could not be renewed: the host logs out and shows the expired-token modal (SPEC 4). */
export const sessionExpired = createEvent();

/** The home page opened: booking popups close and the last hotel's details are dropped (SPEC 2.2). */
export const homeOpened = createEvent();

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
