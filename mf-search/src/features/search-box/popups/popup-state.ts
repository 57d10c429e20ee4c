import type { BookingData } from '@hotel/contracts';

/** SPEC 4 booking popups: location, checking (dates), room select, night select and promo code. */
export type PopupId = 'location' | 'checking' | 'roomSelect' | 'nightSelect' | 'promoCode';

export interface PopupState {
  open: PopupId | null;
  /** The search as it was when the open popup opened, to tell whether closing it changed anything. */
  openedWith: string | null;
}

export interface PopupTransition {
  state: PopupState;
  /** The popup that just closed left a different search behind (SPEC 4: push it to the URL). */
  searchChanged: boolean;
}

export const closedPopups: PopupState = { open: null, openedWith: null };

/** The fields a search is made of; a change to any of them is a new search. */
export function searchKey(booking: BookingData): string {
  const { checkIn, checkOut, nights, isDayUse, isUndated, isIncludingOccupied, promoCode, roomList } = booking;
  const rooms = roomList.map((room) => ({ adults: room.adults, children: room.children }));
  return JSON.stringify([checkIn, checkOut, nights, isDayUse, isUndated, isIncludingOccupied, promoCode, rooms]);
}

export function closeTransition(state: PopupState, booking: BookingData): PopupTransition {
  const searchChanged = state.open !== null && state.openedWith !== searchKey(booking);
  return { state: closedPopups, searchChanged };
}

/** Only one popup is open at a time: opening one closes the other first (and counts as closing it). */
export function openTransition(state: PopupState, booking: BookingData, id: PopupId): PopupTransition {
  if (state.open === id) return { state, searchChanged: false };
  const { searchChanged } = closeTransition(state, booking);
  return { state: { open: id, openedWith: searchKey(booking) }, searchChanged };
}
