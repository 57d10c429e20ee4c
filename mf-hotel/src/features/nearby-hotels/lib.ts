import type { BookingData, Locale } from '@hotel/contracts';
import { localizedPath } from '@hotel/domain';
import { hotelDetailSearch } from '@hotel/domain/search';

/** A nearby hotel's page, keeping the visitor's search (dates, rooms, coupon) and language. */
export function nearbyHotelPath(hotelId: number, booking: BookingData, locale: Locale): string {
  return `${localizedPath(`/hotel/${hotelId}`, locale)}${hotelDetailSearch(booking, { language: locale })}`;
}

/** City and prefecture in the order the language writes them (SPEC 2.4): 東京都 新宿区, Shinjuku, Tokyo. */
export function locationLine(hotel: { city: string; prefecture: { name: string } }, locale: Locale): string {
  return locale === 'en' ? `${hotel.city}, ${hotel.prefecture.name}` : `${hotel.prefecture.name} ${hotel.city}`;
}
