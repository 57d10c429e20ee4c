import type { BookingData } from '@hotel/contracts';
import { bookingFromHotelDetailQuery, nightsBetween, searchedStay } from '@hotel/domain/search';
import { toIsoDate } from '@hotel/domain';

/** SPEC 9: the rooms-left warning shows when fewer than 10 rooms remain. */
export const fewRoomsThreshold = 10;

export function isFewRoomsLeft(roomsLeft: number | null): boolean {
  return roomsLeft !== null && roomsLeft > 0 && roomsLeft < fewRoomsThreshold;
}

type Stay = Pick<BookingData, 'checkIn' | 'checkOut' | 'nights' | 'isDayUse' | 'isUndated'>;

/** The engine prices the whole stay; the page shows it per night (a day use counts as one). */
export function nightlyPrice(stayTotal: number, booking: Stay): number {
  const { checkIn, checkOut } = searchedStay(booking);
  return Math.round(stayTotal / Math.max(1, nightsBetween(checkIn, checkOut)));
}

/**
 * The search the price is for when the page opens: the URL's when it carries one (the URL is the truth for a
 * search), otherwise the visitor's current search.
 */
export function entrySearch(booking: BookingData, search: string, today: Date): BookingData {
  const params = new URLSearchParams(search);
  if (!params.has('checkIndate')) return booking;
  const fromUrl = bookingFromHotelDetailQuery(params, toIsoDate(today)).booking;
  return { ...booking, ...fromUrl };
}
