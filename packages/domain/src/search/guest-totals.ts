import type { RoomEntry } from '@hotel/contracts';

/** SPEC 5: why the picker's Apply is blocked; the UI shows 'Please select child tier!'. */
export type PickerError = 'childTierMissing';

export interface GuestTotals {
  rooms: number;
  adults: number;
  children: number;
  guests: number;
}

/** SPEC 2.3: the totals of rooms and guests the picker shows. */
export function guestTotals(rooms: readonly RoomEntry[]): GuestTotals {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = rooms.reduce((sum, room) => sum + room.children.length, 0);
  return { rooms: rooms.length, adults, children, guests: adults + children };
}

export function hasChildWithoutAge(rooms: readonly RoomEntry[]): boolean {
  return rooms.some((room) => room.children.some((child) => child.age === null));
}

/** SPEC 5: 'Please select child tier!' blocks Apply while kids tiers are supported and an age is unselected. */
export function pickerErrors(rooms: readonly RoomEntry[], options: { kidsTiersSupported: boolean }): PickerError[] {
  return options.kidsTiersSupported && hasChildWithoutAge(rooms) ? ['childTierMissing'] : [];
}

export function canApplyRoomPicker(rooms: readonly RoomEntry[], options: { kidsTiersSupported: boolean }): boolean {
  return pickerErrors(rooms, options).length === 0;
}
