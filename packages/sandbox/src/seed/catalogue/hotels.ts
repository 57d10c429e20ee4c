import { prefectures, regions } from '@hotel/domain';
import type { HotelSeed } from '../catalogue-types';
import { amenities } from './amenities';
import { transportations } from './hotel-access';
import { hotelEmail, hotelPhone } from './hotel-contact';
import { hotelAmenityIds, travelGoalTags } from './hotel-features';
import { hotelHighlights } from './hotel-highlights';
import { imageCaptions } from './hotel-captions';
import { hotelOverview } from './hotel-overview';
import { roomBookingTime, roomFacilities, roomRentalEquipment, roomServices } from './hotel-room-info';
import { kidsTiersFor } from './kids-tiers';
import { nearbyHotelIds } from './nearby';
import { hotelPlaces, type HotelPlace } from './places';
import { randomFor, type Random } from './prng';
import { hotelReadings } from './readings';
import { fill, lt, same } from './text';

const codePrefixes: Record<number, string> = {
  1: 'HKD', 2: 'AOM', 3: 'IWT', 4: 'MYG', 5: 'AKT', 6: 'YGT', 7: 'FKS', 8: 'IBR', 9: 'TCG', 10: 'GNM',
  11: 'STM', 12: 'CHB', 13: 'TKY', 14: 'KNG', 15: 'NGT', 16: 'TYM', 17: 'ISK', 18: 'FKI', 19: 'YMN', 20: 'NGN',
  21: 'GIF', 22: 'SZO', 23: 'AIC', 24: 'MIE', 25: 'SHG', 26: 'KYO', 27: 'OSA', 28: 'HYG', 29: 'NAR', 30: 'WKY',
  31: 'TTR', 32: 'SMN', 33: 'OKY', 34: 'HRS', 35: 'YGC', 36: 'TKS', 37: 'KGW', 38: 'EHM', 39: 'KOC', 40: 'FKO',
  41: 'SAG', 42: 'NGS', 43: 'KMM', 44: 'OIT', 45: 'MYZ', 46: 'KGS', 47: 'OKN',
};

const brandName = lt('ホテルさくら {label}', 'Hotel Sakura {label}', '호텔 사쿠라 {label}', '樱花酒店 {label}', '櫻花飯店 {label}');

/** Hotels whose overview ends with a link to the national tourism site. */
const withTourismLink = new Set(['kyoto-gion', 'nara', 'kanazawa-korinbo']);

function regionKeywordOf(prefectureCode: number): string {
  const region = regions.find((r) => r.prefectureCodes.includes(prefectureCode));
  // Hokkaido and Okinawa belong to no region; they are areas of their own.
  return region?.keyword ?? prefectures.find((p) => p.code === prefectureCode)?.keyword ?? 'japan';
}

function hotelCode(place: HotelPlace, index: number): string {
  const sequence = hotelPlaces.slice(0, index + 1).filter((p) => p.prefectureCode === place.prefectureCode).length;
  return `SKR-${codePrefixes[place.prefectureCode]}-${String(sequence).padStart(2, '0')}`;
}

function stayTimes(place: HotelPlace, random: Random): { checkin: string; checkout: string } {
  const relaxed = place.style === 'resort' || place.style === 'onsen' || place.style === 'traditional';
  return {
    checkin: relaxed || random.chance(0.6) ? '15:00' : '14:00',
    checkout: relaxed ? '11:00' : random.chance(0.5) ? '10:00' : '11:00',
  };
}

/** A popularity order led by the big destinations, shuffled within them. */
function popularOrders(places: readonly HotelPlace[]): number[] {
  const random = randomFor('popular-order');
  const bigDestinations = [13, 26, 27, 1, 47];
  const scored = places.map((place, index) => ({
    index,
    score: (bigDestinations.includes(place.prefectureCode) ? 2 : 0) + (place.style === 'business' ? 0 : 0.5) + random.next() * 2.5,
  }));
  const orders: number[] = new Array<number>(places.length).fill(0);
  scored.sort((a, b) => b.score - a.score).forEach(({ index }, rank) => (orders[index] = rank + 1));
  return orders;
}

function buildHotel(place: HotelPlace, index: number, popularOrder: number, undated: boolean): HotelSeed {
  const code = hotelCode(place, index);
  const random = randomFor(`hotel:${code}`);
  const name = fill(brandName, { label: place.label });
  const amenityIds = hotelAmenityIds(place, random);
  const icons = new Set(amenities.filter((a) => amenityIds.includes(a.id)).map((a) => a.icon));
  const { checkin, checkout } = stayTimes(place, random);
  const phone = hotelPhone(place);
  return {
    id: index + 1,
    code,
    prefectureCode: place.prefectureCode,
    regionKeyword: regionKeywordOf(place.prefectureCode),
    name,
    city: { ...place.city },
    district: { ...place.district },
    street: same(place.street),
    postCode: place.postCode,
    latitude: place.latitude,
    longitude: place.longitude,
    phone,
    email: hotelEmail(place, icons.has('meeting')),
    checkinTime: checkin,
    checkoutTime: checkout,
    overview: hotelOverview(
      { place, name, highlights: hotelHighlights(place, amenityIds, random), withTourismLink: withTourismLink.has(place.slug) },
      random,
    ),
    transportations: transportations(place, icons.has('parking')),
    amenityIds,
    travelGoalTags: travelGoalTags(place, random),
    popularOrder,
    imageCaptions: imageCaptions(place, amenityIds, random),
    dayUseEnabled: place.dayUse,
    undatedSearchEnabled: undated,
    kidsTiers: place.family ? kidsTiersFor(random.chance(0.35)) : null,
    roomBookingTime: roomBookingTime(place, checkin, checkout),
    roomFacilities: roomFacilities(random),
    roomServices: roomServices(random),
    roomRentalEquipment: roomRentalEquipment(place, random),
    nearbyHotelIds: [],
    callOutPhone: phone,
    readings: hotelReadings(place),
  };
}

export function buildHotels(): HotelSeed[] {
  const orders = popularOrders(hotelPlaces);
  const undatedIds = new Set(randomFor('undated-search').sample(hotelPlaces.map((_, i) => i + 1), Math.ceil(hotelPlaces.length / 2)));
  const hotels = hotelPlaces.map((place, index) => buildHotel(place, index, orders[index] ?? index + 1, undatedIds.has(index + 1)));
  return hotels.map((hotel) => ({ ...hotel, nearbyHotelIds: nearbyHotelIds(hotel, hotels) }));
}

/** The place a hotel was built from, for generators that need its station or landmark. */
export function placeOfHotel(hotelId: number): HotelPlace {
  const place = hotelPlaces[hotelId - 1];
  if (!place) throw new RangeError(`No hotel ${hotelId}`);
  return place;
}
