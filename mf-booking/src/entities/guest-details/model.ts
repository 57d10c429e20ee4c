import { $roomSelection, persistAfterStart } from '@hotel/bus';
import { combine, createEvent, createStore } from 'effector';
import type { BookingOrder, GuestDetailsDraft, GuestDetailsForm } from './types';

/** The form changed (debounced by the page): kept so a reload or a step back loses nothing typed. */
export const guestDetailsEdited = createEvent<{ selectedAt: string; values: GuestDetailsForm }>();
/** The visitor pressed "proceed to payment" with a valid form. */
export const guestDetailsCompleted = createEvent<{ selectedAt: string; values: GuestDetailsForm; order: BookingOrder }>();
/** A booking was made: what was typed for it is done with. */
export const guestDetailsCleared = createEvent();

export const $guestDetails = createStore<GuestDetailsDraft | null>(null)
  .on(guestDetailsEdited, (draft, { selectedAt, values }) =>
    // An edit after completion keeps the page's order only until the visitor proceeds again.
    draft?.selectedAt === selectedAt ? { ...draft, values } : { selectedAt, values, complete: false, order: null },
  )
  .on(guestDetailsCompleted, (_, { selectedAt, values, order }) => ({ selectedAt, values, complete: true, order }))
  .reset(guestDetailsCleared);

function isDraft(raw: unknown): raw is GuestDetailsDraft {
  const draft = raw as Partial<GuestDetailsDraft> | null;
  return typeof draft === 'object' && draft !== null && typeof draft.selectedAt === 'string' && Array.isArray(draft.values?.guests);
}

// SPEC 3: guest details persist across reloads. Local, like the selection they belong to; no card data is here.
persistAfterStart({ store: $guestDetails, key: 'guest_details', isValid: isDraft });

/** The details typed for the rooms now selected (a draft for other rooms is stale). */
export const $currentGuestDetails = combine($guestDetails, $roomSelection, (draft, selection) =>
  draft && selection && draft.selectedAt === selection.selectedAt ? draft : null,
);
