import { authPanelRequested } from '@hotel/bus';
import { createEvent, createStore } from 'effector';

export type AuthPanel = 'login' | 'signup';

export const panelOpened = createEvent<AuthPanel>();
export const panelClosed = createEvent();

/** SPEC 4: the login and sign-up panels are mutually exclusive. */
export const $openPanel = createStore<AuthPanel | null>(null)
  .on(panelOpened, (_, panel) => panel)
  .on(authPanelRequested, (_, panel) => panel)
  .reset(panelClosed);
