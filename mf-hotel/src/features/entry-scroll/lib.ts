import type { HotelDetailTab } from '@hotel/domain/search';
import { sectionIdOfTab } from '../section-nav';

/** SPEC 2.5 delays: a `tab` query scrolls 150 ms after the page has loaded, a booking-edit entry 400 ms. */
export const tabScrollDelayMs = 150;
export const editScrollDelayMs = 400;

export type EntryScroll =
  | { kind: 'section'; sectionId: string; delayMs: number }
  | { kind: 'restore'; y: number }
  | { kind: 'top' };

interface Entry {
  /** `bypass_token` + `email` + `reservationID`: the visitor is changing a booking. */
  editEntry: boolean;
  tab: HotelDetailTab | null;
  /** Where this history entry was left (back, forward, reload), if it was seen before. */
  savedY: number | null;
  isPhone: boolean;
}

/**
 * Where the page scrolls when it is entered (SPEC 2.1 "scroll position is not reset on entry", 2.5):
 * - a booking edit goes to the rooms and plans, never to the top;
 * - a `tab` query goes to its section;
 * - coming back to a history entry (back, forward, reload) returns to where the visitor was;
 * - a new entry (a hotel opened from the list, a nearby hotel) starts at the top: the previous page's
 *   position means nothing on this one.
 */
export function entryScroll({ editEntry, tab, savedY, isPhone }: Entry): EntryScroll {
  if (editEntry) return { kind: 'section', sectionId: 'plan', delayMs: editScrollDelayMs };
  if (tab) return { kind: 'section', sectionId: sectionIdOfTab(tab, isPhone), delayMs: tabScrollDelayMs };
  if (savedY !== null) return { kind: 'restore', y: savedY };
  return { kind: 'top' };
}

/** Session storage key of the positions, per history entry. */
export const scrollMemoryKey = 'mf_hotel.scroll';
const remembered = 20;

export type ScrollMemory = Array<[entry: string, y: number]>;

export function recallScroll(memory: ScrollMemory | null, entry: string): number | null {
  return memory?.find(([key]) => key === entry)?.[1] ?? null;
}

/** The newest positions first, a few only: enough for back and reload, never a growing store. */
export function rememberScroll(memory: ScrollMemory | null, entry: string, y: number): ScrollMemory {
  return [[entry, y] as [string, number], ...(memory ?? []).filter(([key]) => key !== entry)].slice(0, remembered);
}
