import type { BookingData, Locale } from '@hotel/contracts';
import { localizedPath } from '../routes';
import { hotelListSearch } from './hotel-list-query';
import type { WrittenSearchFields } from './stay-query';

/** A place on the globe, as the browser's geolocation gives it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** SPEC 9 near-me: hotels within 4.78 km of the visitor. */
export const nearMeRadiusKm = 4.78;

/** Three decimals (about 100 m): enough to order hotels by distance, no more of the visitor's whereabouts. */
const roundTo = (value: number) => Math.round(value * 1000) / 1000;

/** The `near` parameter of a hotel list around a point, as `latitude,longitude`; null when absent or not a point. */
export function nearPointOf(params: URLSearchParams): GeoPoint | null {
  const parts = (params.get('near') ?? '').split(',');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  const [latitude, longitude] = parts.map(Number) as [number, number];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude: roundTo(latitude), longitude: roundTo(longitude) };
}

/**
 * Issue 13: a near-me search goes to the hotel list around the visitor's point, with the stay but without a
 * keyword (SPEC 2.3 search submit; the list orders its hotels by distance).
 */
export function nearMeListPath(booking: WrittenSearchFields & Pick<BookingData, 'location'>, point: GeoPoint, locale: Locale): string {
  const search = hotelListSearch({ ...booking, location: '', searchType: null });
  const near = `${roundTo(point.latitude)},${roundTo(point.longitude)}`;
  return `${localizedPath('/hotels', locale)}${search}&near=${near}`;
}
