import { $booking, homeOpened } from '@hotel/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { closeTransition, closedPopups, openTransition, type PopupId, type PopupState, type PopupTransition } from './popup-state';

export type { PopupId } from './popup-state';

export const popupOpened = createEvent<PopupId>();
/** A popup finished (a range picked, Apply) or was dismissed and allowed to close. */
export const popupClosed = createEvent();
/** Escape, a click outside or the close button: the box decides whether the popup may close. */
export const popupDismissed = createEvent();
/** The box leaves for another page or re-runs the search itself: popups close without pushing anything. */
export const popupsReset = createEvent();

const transitioned = createEvent<PopupTransition>();

const $popups = createStore<PopupState>(closedPopups)
  .on(transitioned, (_, transition) => transition.state)
  // SPEC 2.2: opening home closes every booking popup (the search there lives on in booking data).
  .reset(homeOpened, popupsReset);

export const $openPopup = $popups.map((state) => state.open);

sample({
  clock: popupOpened,
  source: { state: $popups, booking: $booking },
  fn: ({ state, booking }, id) => openTransition(state, booking, id),
  target: transitioned,
});

sample({
  clock: popupClosed,
  source: { state: $popups, booking: $booking },
  filter: ({ state }) => state.open !== null,
  fn: ({ state, booking }) => closeTransition(state, booking),
  target: transitioned,
});

/** SPEC 4: a popup closed after the booking data changed while it was open. */
export const popupChangedSearch = sample({ clock: transitioned, filter: (transition) => transition.searchChanged, fn: () => undefined });

/** SPEC 4: opening a popup disables page scroll; the page's own overflow comes back when all are closed. */
export const scrollLockFx = createEffect((locked: boolean) => {
  const { body } = document;
  if (locked && body.dataset.searchBoxLock === undefined) {
    body.dataset.searchBoxLock = body.style.overflow;
    body.style.overflow = 'hidden';
  } else if (!locked && body.dataset.searchBoxLock !== undefined) {
    body.style.overflow = body.dataset.searchBoxLock;
    delete body.dataset.searchBoxLock;
  }
});

const $anyOpen = $openPopup.map((open) => open !== null);
sample({ clock: $anyOpen.updates, target: scrollLockFx });
