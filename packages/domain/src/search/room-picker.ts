import type { ChildEntry, RoomEntry } from '@hotel/contracts';
import { clampCount, searchLimits } from './limits';

/**
 * A new child takes a bed: the search then never offers a room with fewer beds than guests, and the
 * visitor can still switch it off for a cheaper no-bed tier.
 */
export const defaultChildBed = true;

/** The room details every room shares (SPEC 2.3: all rooms are identical). */
type RoomGuests = Omit<RoomEntry, 'id'>;

const defaultFirstRoom: RoomEntry = { id: 1, adults: searchLimits.minAdults, children: [] };

function firstRoom(rooms: readonly RoomEntry[]): RoomEntry {
  return rooms[0] ?? defaultFirstRoom;
}

function copyGuests(guests: RoomGuests, id: number): RoomEntry {
  return { id, adults: guests.adults, children: guests.children.map((child) => ({ ...child })) };
}

/** SPEC 2.3: "Adult and child counts and child age and bed choices apply identically to all rooms". */
function applyToAllRooms(rooms: readonly RoomEntry[], change: (first: RoomEntry) => RoomGuests): RoomEntry[] {
  const guests = change(firstRoom(rooms));
  const list = rooms.length > 0 ? rooms : [defaultFirstRoom];
  return list.map((room) => copyGuests(guests, room.id));
}

export function clampAdults(adults: unknown): number {
  return clampCount(adults, searchLimits.minAdults, searchLimits.maxAdults);
}

export function clampChildren(children: unknown): number {
  return clampCount(children, searchLimits.minChildren, searchLimits.maxChildren);
}

/** SPEC 5: 0 (under 1) to 12; null stays null ('Select Tier', not chosen yet). */
export function clampChildAge(age: number | null): number | null {
  return age === null ? null : clampCount(age, searchLimits.minChildAge, searchLimits.maxChildAge);
}

export function setAdults(rooms: readonly RoomEntry[], adults: number): RoomEntry[] {
  return applyToAllRooms(rooms, (first) => ({ ...first, adults: clampAdults(adults) }));
}

/** Fewer children drops the last ones; more appends children with no age chosen yet. */
export function setChildren(rooms: readonly RoomEntry[], children: number): RoomEntry[] {
  const count = clampChildren(children);
  return applyToAllRooms(rooms, (first) => {
    const kept = first.children.slice(0, count);
    const added = Array.from({ length: count - kept.length }, (): ChildEntry => ({ age: null, bed: defaultChildBed }));
    return { ...first, children: [...kept, ...added] };
  });
}

function changeChild(rooms: readonly RoomEntry[], index: number, change: Partial<ChildEntry>): RoomEntry[] {
  if (firstRoom(rooms).children[index] === undefined) return [...rooms];
  return applyToAllRooms(rooms, (first) => ({
    ...first,
    children: first.children.map((child, i) => (i === index ? { ...child, ...change } : child)),
  }));
}

export function setChildAge(rooms: readonly RoomEntry[], childIndex: number, age: number | null): RoomEntry[] {
  return changeChild(rooms, childIndex, { age: clampChildAge(age) });
}

export function setChildBed(rooms: readonly RoomEntry[], childIndex: number, bed: boolean): RoomEntry[] {
  return changeChild(rooms, childIndex, { bed });
}

export function canAddRoom(rooms: readonly RoomEntry[]): boolean {
  return rooms.length < searchLimits.maxRooms;
}

/** SPEC 2.3: a new room copies room 1 (SPEC 5: disabled at 8 rooms). */
export function addRoom(rooms: readonly RoomEntry[]): RoomEntry[] {
  if (!canAddRoom(rooms)) return [...rooms];
  const nextId = Math.max(0, ...rooms.map((room) => room.id)) + 1;
  return [...rooms, copyGuests(firstRoom(rooms), nextId)];
}

export function canDeleteRoom(rooms: readonly RoomEntry[]): boolean {
  return rooms.length > 1;
}

/** SPEC 2.3: deleting is allowed only while more than one room remains. */
export function deleteRoom(rooms: readonly RoomEntry[], roomId: number): RoomEntry[] {
  return canDeleteRoom(rooms) ? rooms.filter((room) => room.id !== roomId) : [...rooms];
}

/** SPEC 2.3: only room 1's counters and child bed switches can be changed; the others mirror it. */
export function roomControlsEnabled(roomIndex: number): boolean {
  return roomIndex === 0;
}
