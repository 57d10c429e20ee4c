import type { ChildEntry, RoomEntry } from '@hotel/contracts';
import { clampCount, searchLimits } from './limits';
import { clampAdults, clampChildren, defaultChildBed } from './room-picker';

/** SPEC 3: a room read from the URL without usable guests has 2 adults. */
export function urlDefaultRooms(): RoomEntry[] {
  return [{ id: 1, adults: searchLimits.urlDefaultAdults, children: [] }];
}

/** `rooms` of a hotel page URL (SPEC 2.5): `[{"adults":2,"children":[{"age":5,"bed":true}]}]`. */
export function encodeRoomsParam(rooms: readonly RoomEntry[]): string {
  const plain = rooms.map((room) => ({
    adults: room.adults,
    children: room.children.map((child) => ({ age: child.age, bed: child.bed })),
  }));
  return JSON.stringify(plain);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An age outside 0 to 12 is read as not chosen, so the picker asks for it rather than guessing. */
function readChild(value: unknown): ChildEntry | null {
  if (!isRecord(value)) return null;
  const { age, bed } = value;
  const inRange = typeof age === 'number' && age >= searchLimits.minChildAge && age <= searchLimits.maxChildAge;
  return { age: inRange && Number.isInteger(age) ? age : null, bed: typeof bed === 'boolean' ? bed : defaultChildBed };
}

/** Children as a list of {age, bed}, or as a bare count (ages then unchosen); clamped to 10. */
function readChildren(value: unknown): ChildEntry[] | null {
  if (value === undefined) return [];
  if (typeof value === 'number') {
    return Array.from({ length: clampChildren(value) }, () => ({ age: null, bed: defaultChildBed }));
  }
  if (!Array.isArray(value)) return null;
  const children = value.slice(0, searchLimits.maxChildren).map(readChild);
  return children.every((child) => child !== null) ? (children as ChildEntry[]) : null;
}

function readRoom(value: unknown, index: number): RoomEntry | null {
  if (!isRecord(value) || typeof value.adults !== 'number' || !Number.isFinite(value.adults)) return null;
  const children = readChildren(value.children);
  return children && { id: index + 1, adults: clampAdults(value.adults), children };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Reads `rooms` back. Anything malformed gives one room with 2 adults (SPEC 3); counts out of range are
 * clamped, and rooms beyond 8 are cut, so a visitor keeps as much of their party as the limits allow.
 */
export function decodeRoomsParam(raw: string | null): RoomEntry[] {
  const parsed = raw === null ? null : parseJson(raw);
  if (!Array.isArray(parsed) || parsed.length === 0) return urlDefaultRooms();
  const rooms = parsed.slice(0, searchLimits.maxRooms).map(readRoom);
  return rooms.every((room) => room !== null) ? (rooms as RoomEntry[]) : urlDefaultRooms();
}

/** SPEC 2.2: legacy links give one identical room per room_count, each with the same adults. */
export function identicalRooms(adults: number, roomCount: number): RoomEntry[] {
  const count = clampCount(roomCount, 1, searchLimits.maxRooms);
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, adults: clampAdults(adults), children: [] }));
}
