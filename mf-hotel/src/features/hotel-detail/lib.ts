import { isApiError } from '@hotel/api';

/** What the page shows for its hotel. */
export type PageStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/** `/hotel/{hotelID}` takes a positive whole number; anything else is a page that cannot exist. */
export function parseHotelId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** An unknown hotel is "not found" (a link home); any other failure can be retried. */
export function statusOfFailure(error: unknown): PageStatus {
  return isApiError(error) && error.status === 404 ? 'notFound' : 'failed';
}
