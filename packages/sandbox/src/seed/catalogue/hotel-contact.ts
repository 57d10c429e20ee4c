import type { HotelPlace } from './places';
import { hashString } from './prng';

export const emailDomain = 'hotel-sakura.example';

/** A ten-digit number in the city's own area code, grouped the Japanese way (03-XXXX-XXXX, 075-XXX-XXXX). */
export function hotelPhone(place: HotelPlace): string {
  const localDigits = 10 - place.areaCode.length;
  const hash = hashString(`phone:${place.slug}`);
  const exchangeLength = localDigits - 4;
  const exchange = String(2 + (hash % 8)) + String(Math.floor(hash / 8) % 10 ** (exchangeLength - 1)).padStart(exchangeLength - 1, '0');
  const subscriber = String(Math.floor(hash / 100) % 10000).padStart(4, '0');
  return `${place.areaCode}-${exchange}-${subscriber}`;
}

/** The hotel's address, plus the events desk where the hotel has meeting rooms (the field is a list). */
export function hotelEmail(place: HotelPlace, hasMeetingRooms: boolean): string {
  const front = `${place.slug}@${emailDomain}`;
  return hasMeetingRooms ? `${front},events.${place.slug}@${emailDomain}` : front;
}
