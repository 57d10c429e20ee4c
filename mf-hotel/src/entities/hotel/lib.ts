import type { Locale } from '@hotel/contracts';
import { isApiError } from '@hotel/api';

/** Which hotel, in which language: the page asks for its hotel with this, and drops answers for another. */
export interface HotelRequest {
  id: number;
  locale: Locale;
}

/** What a page shows for its hotel. */
export type HotelStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/** `/hotel/{hotelID}` takes a positive whole number; anything else is a page that cannot exist. */
export function parseHotelId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** An unknown hotel is "not found" (a link home); any other failure can be retried. */
export function statusOfFailure(error: unknown): HotelStatus {
  return isApiError(error) && error.status === 404 ? 'notFound' : 'failed';
}

export const isSameRequest = (current: HotelRequest | null, asked: HotelRequest): boolean =>
  current !== null && current.id === asked.id && current.locale === asked.locale;
