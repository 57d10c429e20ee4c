import type { ExtraSeed, HotelSeed, PlanSeed } from '../catalogue-types';
import { amenityId } from './amenities';
import { extraArchetypes, type ExtraArchetype } from './extra-archetypes';
import { placeOfHotel } from './hotels';
import { prefectureGuide } from './prefecture-guides';
import { randomFor, roundTo, type Random } from './prng';
import { fill } from './text';

/** About a third of the hotels sell extras. */
const hotelsWithExtras = 27;

function candidates(hotel: HotelSeed, plans: readonly PlanSeed[]): ExtraArchetype[] {
  const place = placeOfHotel(hotel.id);
  const sellsRoomOnly = plans.some((plan) => plan.mealType === 'room_only' && !plan.isDayUse);
  const romantic = hotel.travelGoalTags.includes('couple');
  return extraArchetypes.filter((extra) => {
    switch (extra.key) {
      case 'breakfast':
        return sellsRoomOnly;
      case 'parking':
        return hotel.amenityIds.includes(amenityId('parking'));
      case 'shuttle':
        return place.style === 'resort' || place.style === 'onsen' || hotel.amenityIds.includes(amenityId('shuttle'));
      case 'cake':
      case 'bouquet':
      case 'sparkling-wine':
        return romantic;
      default:
        return true;
    }
  });
}

/** Breakfast can only be added where the plan has none; everything else goes with any plan. */
function planCodesFor(extra: ExtraArchetype, plans: readonly PlanSeed[]): string[] | null {
  if (extra.key !== 'breakfast') return null;
  return plans.filter((plan) => plan.mealType === 'room_only' && !plan.isDayUse).map((plan) => plan.code);
}

function extra(id: number, hotel: HotelSeed, archetype: ExtraArchetype, plans: readonly PlanSeed[], random: Random): ExtraSeed {
  const food = prefectureGuide(hotel.prefectureCode).localFood;
  return {
    id,
    hotelId: hotel.id,
    name: { ...archetype.name },
    description: fill(archetype.description, { food }),
    unit: { ...archetype.unit },
    minUnit: archetype.units[0],
    maxUnit: archetype.units[1],
    price: roundTo(random.int(archetype.price[0], archetype.price[1]), 100),
    deliveryTimes: [...archetype.deliveryTimes],
    deliveryTimesActive: archetype.deliveryTimes.length > 0,
    question: { ...archetype.question },
    questionActive: archetype.asks,
    imageCount: random.int(1, 3),
    roomPlanCodes: planCodesFor(archetype, plans),
  };
}

export function buildExtras(hotels: readonly HotelSeed[], plans: readonly PlanSeed[]): ExtraSeed[] {
  const chosen = new Set(randomFor('extras:hotels').sample(hotels.map((hotel) => hotel.id), hotelsWithExtras));
  const extras: ExtraSeed[] = [];
  for (const hotel of hotels.filter((h) => chosen.has(h.id))) {
    const random = randomFor(`extras:${hotel.code}`);
    const hotelPlans = plans.filter((plan) => plan.hotelId === hotel.id);
    const offered = random.sample(candidates(hotel, hotelPlans), random.int(1, 4));
    const inCatalogueOrder = extraArchetypes.filter((archetype) => offered.includes(archetype));
    for (const archetype of inCatalogueOrder) extras.push(extra(extras.length + 1, hotel, archetype, hotelPlans, random));
  }
  return extras;
}
