import type { ContentHotelSummary, Locale } from '@hotel/contracts';
import { guestTotals, nightsBetween, searchedStay } from '@hotel/domain/search';
import type { ListSearch } from './list-route';

/**
 * SPEC 2.4 "city and prefecture, order by language": Japanese, Chinese and Korean addresses run from the
 * largest place down ("東京都 新宿区", "도쿄도 신주쿠구"); English runs from the smallest up ("Shinjuku City, Tokyo").
 */
export function locationText(hotel: Pick<ContentHotelSummary, 'city' | 'prefecture'>, locale: Locale): string {
  const { city, prefecture } = hotel;
  if (!city) return prefecture.name;
  return locale === 'en' ? `${city}, ${prefecture.name}` : `${prefecture.name} ${city}`;
}

export interface StaySummary {
  /** 0 for a day use. */
  nights: number;
  rooms: number;
  guests: number;
}

/** The night and guest summary of every card (SPEC 2.4), from the searched stay and rooms. */
export function staySummary(booking: ListSearch['booking']): StaySummary {
  const stay = searchedStay(booking);
  const { rooms, guests } = guestTotals(booking.roomList);
  return { nights: booking.isDayUse ? 0 : nightsBetween(stay.checkIn, stay.checkOut), rooms, guests };
}
