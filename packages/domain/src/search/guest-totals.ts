import type { RoomEntry } from '@hotel/contracts';

/**
 * SPEC 5: why the picker's Apply is blocked: a child's tier (the UI says 'Please select child tier!') or, at a
 * hotel without tiers and on home, a child's age is not chosen.
 */
export type PickerError = 'childTierMissing' | 'childAgeMissing';

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

/** SPEC 5 "Child age must be chosen": Apply is blocked while any child has no age (or tier) chosen. */
export function pickerErrors(rooms: readonly RoomEntry[], options: { kidsTiersSupported: boolean }): PickerError[] {
  if (!hasChildWithoutAge(rooms)) return [];
  return [options.kidsTiersSupported ? 'childTierMissing' : 'childAgeMissing'];
}

export function canApplyRoomPicker(rooms: readonly RoomEntry[], options: { kidsTiersSupported: boolean }): boolean {
  return pickerErrors(rooms, options).length === 0;
}
