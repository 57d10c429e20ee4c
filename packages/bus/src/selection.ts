import type { RoomSelection } from '@hotel/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { readStored, writeStored } from './storage';

const selectionKey = 'selected_rooms';

/** The hotel page chose rooms and plans; the booking steps read them (kept across reloads, SPEC 3). */
export const roomsSelected = createEvent<RoomSelection>();
export const selectionCleared = createEvent();

export const $roomSelection = createStore<RoomSelection | null>(readStored<RoomSelection>(selectionKey))
  .on(roomsSelected, (_, selection) => selection)
  .reset(selectionCleared);

const persistSelectionFx = createEffect((selection: RoomSelection | null) => writeStored(selectionKey, selection));
sample({ clock: $roomSelection.updates, target: persistSelectionFx });
