import type { KidsTier, RoomEntry } from '@hotel/contracts';
import { $booking, bookingChanged } from '@hotel/bus';
import {
  addRoom,
  canApplyRoomPicker,
  deleteRoom,
  type PickerError,
  pickerErrors,
  setAdults,
  setChildAge,
  setChildBed,
  setChildren,
  shouldOpenRoomPicker,
} from '@hotel/domain/search';
import { combine, createEvent, createStore, sample } from 'effector';
import { $kidsTiers, $tiersSupported } from '../context/model';
import { popupClosed, popupOpened } from '../popups/model';

export const adultsSet = createEvent<number>();
export const childrenSet = createEvent<number>();
export const childAgeSet = createEvent<{ index: number; age: number | null }>();
export const childTierSet = createEvent<{ index: number; code: string }>();
export const childBedSet = createEvent<{ index: number; bed: boolean }>();
export const roomAdded = createEvent();
export const roomDeleted = createEvent<number>();
export const pickerApplied = createEvent();
/** The visitor tried to leave the picker while a kids-tier hotel still needs a child's age (SPEC 4). */
export const pickerCloseRefused = createEvent();

const pickerOpened = sample({ clock: popupOpened, filter: (id) => id === 'roomSelect' });

/** The rooms being edited; Apply writes them to booking data, Close leaves booking data as it was. */
export const $draftRooms = createStore<RoomEntry[]>([])
  .on(adultsSet, (rooms, adults) => setAdults(rooms, adults))
  .on(childrenSet, (rooms, children) => setChildren(rooms, children))
  .on(childAgeSet, (rooms, { index, age }) => setChildAge(rooms, index, age))
  .on(childBedSet, (rooms, { index, bed }) => setChildBed(rooms, index, bed))
  .on(roomAdded, (rooms) => addRoom(rooms))
  .on(roomDeleted, (rooms, id) => deleteRoom(rooms, id));
sample({ clock: pickerOpened, source: $booking, fn: (booking) => booking.roomList, target: $draftRooms });

/** A tier stands for an age range and a bed choice: the child gets the tier's youngest age and its bedding. */
function withTier(rooms: RoomEntry[], index: number, tier: KidsTier | undefined): RoomEntry[] {
  if (!tier) return setChildAge(rooms, index, null);
  return setChildBed(setChildAge(rooms, index, tier.min_age), index, tier.bedding);
}
sample({
  clock: childTierSet,
  source: { rooms: $draftRooms, tiers: $kidsTiers },
  fn: ({ rooms, tiers }, { index, code }) => withTier(rooms, index, tiers.find((tier) => tier.code === code)),
  target: $draftRooms,
});

/** SPEC 5 'Please select child tier!': shown after a refused Apply or Close, until the rooms change. */
export const $pickerError = createStore<PickerError | null>(null)
  .reset(adultsSet, childrenSet, childAgeSet, childTierSet, roomAdded, roomDeleted, popupClosed);

const applied = sample({
  clock: pickerApplied,
  source: { rooms: $draftRooms, kidsTiersSupported: $tiersSupported },
  filter: ({ rooms, kidsTiersSupported }) => canApplyRoomPicker(rooms, { kidsTiersSupported }),
  fn: ({ rooms }) => rooms,
});
sample({ clock: applied, fn: (roomList) => ({ roomList }), target: bookingChanged });
sample({ clock: applied, target: popupClosed });
sample({
  clock: pickerApplied,
  source: { rooms: $draftRooms, kidsTiersSupported: $tiersSupported },
  fn: ({ rooms, kidsTiersSupported }) => pickerErrors(rooms, { kidsTiersSupported })[0] ?? null,
  target: $pickerError,
});
sample({ clock: pickerCloseRefused, fn: (): PickerError => 'childTierMissing', target: $pickerError });

/** SPEC 4: on a kids-tier hotel page, a booking with a child of no age keeps the picker open. */
export const $mustChooseAges = combine($booking, $tiersSupported, (booking, supported) => shouldOpenRoomPicker(booking, supported));

/** SPEC 4 hotel detail: with kids tiers, children and no age chosen, the room-select popup opens. */
sample({ clock: $mustChooseAges.updates, filter: Boolean, fn: () => 'roomSelect' as const, target: popupOpened });
sample({
  clock: pickerOpened,
  source: $mustChooseAges,
  fn: (must): PickerError | null => (must ? 'childTierMissing' : null),
  target: $pickerError,
});
