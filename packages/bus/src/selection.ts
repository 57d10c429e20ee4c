import type { RoomSelection } from '@hotel/contracts';
import { createEvent, createStore } from 'effector';
import { persistAfterStart } from './app-started';

/** The hotel page chose rooms and plans; the booking steps read them (kept across reloads, SPEC 3). */
export const roomsSelected = createEvent<RoomSelection>();
export const selectionCleared = createEvent();

export const $roomSelection = createStore<RoomSelection | null>(null)
  .on(roomsSelected, (_, selection) => selection)
  .reset(selectionCleared);

/** Its local-storage key (SPEC 3). */
export const roomSelectionKey = 'selected_rooms';

persistAfterStart({ store: $roomSelection, key: roomSelectionKey });
