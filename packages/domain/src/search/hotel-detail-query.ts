import type { BookingData, Locale } from '@hotel/contracts';
import { languageParamOf, localeFromLanguageParam } from './language-param';
import {
  appendStayParams,
  readFlag,
  readNights,
  readStayParams,
  type UrlSearchFields,
  type WrittenSearchFields,
} from './stay-query';

/** SPEC 2.5 tab ids (`header` is the hotel tab on phones). */
export const hotelDetailTabs = ['hotel', 'header', 'plan', 'map', 'review'] as const;
export type HotelDetailTab = (typeof hotelDetailTabs)[number];

/** What a hotel page URL carries besides booking data (SPEC 2.5). */
export interface HotelDetailExtras {
  language: Locale | null;
  tab: HotelDetailTab | null;
  roomCode: string | null;
  planCode: string | null;
  roomSearchFilters: string[];
  from: string | null;
  showHotelInfo: boolean;
  bypassToken: string | null;
  email: string | null;
  reservationId: string | null;
}

export type HotelDetailSearch = UrlSearchFields & Pick<BookingData, 'type'>;

function setText(params: URLSearchParams, name: string, value: string | null | undefined): void {
  if (value) params.set(name, value);
}

function appendExtras(params: URLSearchParams, extras: Partial<HotelDetailExtras>): void {
  setText(params, 'roomCode', extras.roomCode);
  setText(params, 'planCode', extras.planCode);
  setText(params, 'room_search_filters', extras.roomSearchFilters?.join(','));
  setText(params, 'tab', extras.tab);
  setText(params, 'from', extras.from);
  if (extras.showHotelInfo) params.set('showHotelInfo', 'true');
  setText(params, 'bypass_token', extras.bypassToken);
  setText(params, 'email', extras.email);
  setText(params, 'reservationID', extras.reservationId);
}

/**
 * The `?…` of `/hotel/{id}`, parameters in a fixed order. `language` is written only when it is not ja:
 * ja is the default and fallback, and the path prefix already names any other language.
 */
export function hotelDetailSearch(
  booking: WrittenSearchFields & Pick<BookingData, 'type'>,
  extras: Partial<HotelDetailExtras> = {},
): string {
  const params = new URLSearchParams();
  appendStayParams(params, booking);
  if (booking.isUndated) {
    params.set('search_type', 'undated');
    params.set('nights', String(booking.nights));
  }
  if (extras.language && extras.language !== 'ja') params.set('language', languageParamOf(extras.language));
  params.set('type', booking.type);
  appendExtras(params, extras);
  return `?${params.toString()}`;
}

function readText(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

function readTab(raw: string | null): HotelDetailTab | null {
  return hotelDetailTabs.find((tab) => tab === raw?.trim()) ?? null;
}

function readExtras(params: URLSearchParams): HotelDetailExtras {
  const filters = params.get('room_search_filters') ?? '';
  return {
    language: localeFromLanguageParam(params.get('language')),
    tab: readTab(params.get('tab')),
    roomCode: readText(params, 'roomCode'),
    planCode: readText(params, 'planCode'),
    roomSearchFilters: filters.split(',').map((id) => id.trim()).filter((id) => id !== ''),
    from: readText(params, 'from'),
    showHotelInfo: readFlag(params, 'showHotelInfo'),
    bypassToken: readText(params, 'bypass_token'),
    email: readText(params, 'email'),
    reservationId: readText(params, 'reservationID'),
  };
}

/** SPEC 2.5, 4: a hotel page URL read back; past, reversed or missing dates become today +7 and +8. */
export function bookingFromHotelDetailQuery(
  params: URLSearchParams,
  today: string,
): { booking: HotelDetailSearch; extras: HotelDetailExtras } {
  const undatedNights = params.get('search_type') === 'undated' ? readNights(params.get('nights')) : null;
  const type = params.get('type') === 'plans' ? 'plans' : 'rooms';
  return { booking: { ...readStayParams(params, today, undatedNights), type }, extras: readExtras(params) };
}

/** SPEC 2.5: bypass_token with email and reservationID opens the page to edit a booking. */
export function isBookingEditEntry(
  extras: Pick<HotelDetailExtras, 'bypassToken' | 'email' | 'reservationId'>,
): boolean {
  return Boolean(extras.bypassToken && extras.email && extras.reservationId);
}
