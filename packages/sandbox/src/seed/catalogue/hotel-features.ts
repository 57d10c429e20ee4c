import type { HotelSeed } from '../catalogue-types';
import { amenityId } from './amenities';
import type { HotelPlace, HotelStyle } from './places';
import type { Random } from './prng';

const everywhere = ['wifi', 'non-smoking', 'elevator', 'vending', 'front-desk', 'luggage', 'breakfast'];

const byStyle: Record<HotelStyle, string[]> = {
  business: ['business', 'laundry', 'meeting', 'smoking-area', 'dry-cleaning'],
  city: ['restaurant', 'bar', 'shop', 'laundry', 'multilingual', 'exchange'],
  resort: ['restaurant', 'bar', 'pool', 'parking', 'shuttle', 'shop', 'bicycle', 'room-service'],
  onsen: ['onsen', 'bath', 'sauna', 'massage', 'parking', 'shop', 'restaurant'],
  traditional: ['bath', 'restaurant', 'bicycle', 'shop', 'multilingual'],
};

const optional = [
  'restaurant', 'bar', 'gym', 'laundry', 'parking', 'shop', 'wheelchair', 'meeting', 'smoking-area',
  'ev-charger', 'sauna', 'dry-cleaning', 'multilingual', 'bicycle', 'massage', 'room-service', 'bath',
];

/** 10 to 25 hotel and service amenities, led by what the hotel's style promises. */
export function hotelAmenityIds(place: HotelPlace, random: Random): number[] {
  const icons = new Set([...everywhere, ...byStyle[place.style]]);
  if (place.family) icons.add('kids-room');
  const wanted = random.int(10, 22);
  for (const icon of random.shuffle(optional)) {
    if (icons.size >= wanted) break;
    icons.add(icon);
  }
  return [...icons].map(amenityId).sort((a, b) => a - b);
}

type TravelGoal = HotelSeed['travelGoalTags'][number];

const goalsByStyle: Record<HotelStyle, TravelGoal[]> = {
  business: ['business', 'solo'],
  city: ['couple', 'friends', 'solo'],
  resort: ['couple', 'family', 'friends'],
  onsen: ['couple', 'family', 'friends'],
  traditional: ['couple', 'friends', 'solo'],
};

export function travelGoalTags(place: HotelPlace, random: Random): TravelGoal[] {
  const goals = new Set(goalsByStyle[place.style]);
  if (place.family) goals.add('family');
  if (place.style === 'city' && random.chance(0.5)) goals.add('business');
  return [...goals];
}
