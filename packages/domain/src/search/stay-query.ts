import type { BookingData } from '@hotel/contracts';
import { addDays } from '../dates';
import { isIsoDate, normalizeSearchDates, type StayDates } from './date-rules';
import { clampUndatedNights } from './limits';
import { normalizePromoCode, promoCodeError, promoCodeExists } from './promo-code';
import { decodeRoomsParam, encodeRoomsParam } from './rooms-param';
import { searchedStay } from './search-queries';
import { toggleDayUse } from './undated-rules';

/** Booking data that a hotel page or hotel list URL carries (the dates always valid once read). */
export type UrlSearchFields = Pick<
  BookingData,
  | 'checkIn'
  | 'checkOut'
  | 'checkOutBeforeDayUse'
  | 'nights'
  | 'promoCode'
  | 'promoCodeExist'
  | 'isDayUse'
  | 'isUndated'
  | 'isIncludingOccupied'
  | 'roomList'
>;

export type WrittenSearchFields = Omit<UrlSearchFields, 'checkOutBeforeDayUse' | 'promoCodeExist'>;

/** The date, coupon, day-use, occupied and rooms parameters, in this order (SPEC 2.5 names). */
export function appendStayParams(params: URLSearchParams, booking: WrittenSearchFields): void {
  const stay = searchedStay(booking);
  params.set('checkIndate', stay.checkIn);
  params.set('checkOutdate', stay.checkOut);
  const promoCode = normalizePromoCode(booking.promoCode);
  if (promoCode !== '' && promoCodeError(promoCode) === null) params.set('coupon_code', promoCode);
  if (booking.isDayUse) params.set('is_day_use', 'true');
  if (booking.isIncludingOccupied) params.set('is_including_occupied', 'true');
  params.set('rooms', encodeRoomsParam(booking.roomList));
}

/**
 * The dates a URL named but that were not searched: past, reversed or not dates, they fell back to the default
 * stay (SPEC 4 "Dates from URL"); null when the URL names none or its own were searched. A day use or an undated
 * search writes its own check-out, so only its check-in tells.
 */
export function replacedStayDates(params: URLSearchParams, search: Pick<UrlSearchFields, 'checkIn' | 'checkOut' | 'nights' | 'isDayUse' | 'isUndated'>): StayDates | null {
  const checkIn = params.get('checkIndate');
  const checkOut = params.get('checkOutdate');
  if (checkIn === null && checkOut === null) return null;
  const stay = searchedStay(search);
  const fellBack = checkIn !== stay.checkIn || (!search.isDayUse && !search.isUndated && checkOut !== stay.checkOut);
  return fellBack ? stay : null;
}

export function readFlag(params: URLSearchParams, name: string): boolean {
  return params.get(name)?.trim().toLowerCase() === 'true';
}

/** `nights` of an undated search, clamped to 1 to 9; null when absent or not a number. */
export function readNights(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const nights = Number(raw);
  return Number.isFinite(nights) ? clampUndatedNights(nights) : null;
}

/** A coupon from a URL is kept only when it is a well-formed code (SPEC 5). */
export function promoCodeFromUrl(raw: string | null): string {
  const promoCode = normalizePromoCode(raw ?? '');
  return promoCodeError(promoCode) === null ? promoCode : '';
}

function readDates(params: URLSearchParams, today: string, undatedNights: number | null): StayDates {
  const checkIn = params.get('checkIndate');
  if (undatedNights === null) return normalizeSearchDates({ checkIn, checkOut: params.get('checkOutdate') }, today);
  // An undated link needs only its start day; the check-out is the start plus the nights.
  const start = normalizeSearchDates({ checkIn, checkOut: isIsoDate(checkIn) ? checkIn : null }, today).checkIn;
  return { checkIn: start, checkOut: addDays(start, undatedNights) };
}

/**
 * Reads the shared parameters. Undated mode includes occupied rooms and is never a day use (SPEC 4); equal
 * dates or `is_day_use=true` make a day use, whose check-out is the check-in (SPEC 5).
 */
export function readStayParams(params: URLSearchParams, today: string, undatedNights: number | null): UrlSearchFields {
  const isUndated = undatedNights !== null;
  const promoCode = promoCodeFromUrl(params.get('coupon_code'));
  const fields: UrlSearchFields = {
    ...readDates(params, today, undatedNights),
    checkOutBeforeDayUse: null,
    nights: undatedNights ?? 1,
    promoCode,
    promoCodeExist: promoCodeExists(promoCode),
    isDayUse: false,
    isUndated,
    isIncludingOccupied: isUndated || readFlag(params, 'is_including_occupied'),
    roomList: decodeRoomsParam(params.get('rooms')),
  };
  const dayUse = !isUndated && (readFlag(params, 'is_day_use') || fields.checkIn === fields.checkOut);
  return dayUse ? toggleDayUse(fields, true) : fields;
}
