import type { Locale } from '@hotel/contracts';
import { localizedPath } from '../routes';
import { bookingFromHotelDetailQuery, hotelDetailSearch } from './hotel-detail-query';
import { localeFromLanguageParam } from './language-param';
import { searchLimits } from './limits';
import { encodeRoomsParam, identicalRooms } from './rooms-param';

const forwardedParams = ['coupon_code', 'is_day_use', 'is_including_occupied', 'type'] as const;

function readCount(raw: string | null, fallback: number): number {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

/**
 * SPEC 2.2: a home link holding checkin and checkout goes to that hotel's page, with one identical room per
 * room_count. Without a hotel code there is no page to go to, so the visitor stays home (null). The page's
 * language comes from the path's prefix when it has one (SPEC 4: the prefix decides; issue 13: `/en?checkin=…`
 * went to the Japanese page), else from the query's `locale`, else ja.
 */
export function homeRedirectTarget(params: URLSearchParams, today: string, prefixLocale: Locale | null = null): string | null {
  const code = params.get('code')?.trim() ?? '';
  if (!params.get('checkin') || !params.get('checkout') || code === '') return null;
  const detail = new URLSearchParams();
  detail.set('checkIndate', params.get('checkin') ?? '');
  detail.set('checkOutdate', params.get('checkout') ?? '');
  for (const name of forwardedParams) {
    const value = params.get(name);
    if (value !== null) detail.set(name, value);
  }
  const adults = readCount(params.get('adults'), searchLimits.urlDefaultAdults);
  detail.set('rooms', encodeRoomsParam(identicalRooms(adults, readCount(params.get('room_count'), 1))));
  const { booking } = bookingFromHotelDetailQuery(detail, today);
  const language = prefixLocale ?? localeFromLanguageParam(params.get('locale'));
  const path = localizedPath(`/hotel/${encodeURIComponent(code)}`, language ?? 'ja');
  return `${path}${hotelDetailSearch(booking, { language })}`;
}
