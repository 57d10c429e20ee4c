import type { HotelSeed, PlanSeed, RoomTypeSeed } from '../catalogue-types';
import { placeOfHotel } from './hotels';
import { memberDiscountNote, planArchetype, type PlanCode } from './plan-archetypes';
import type { HotelPlace } from './places';
import { prefectureGuide } from './prefecture-guides';
import { randomFor, roundTo, type Random } from './prng';
import { fill, joinSentences } from './text';

const maxPlans = 6;

/** Which plans a hotel sells beyond room only and breakfast, most important first. */
function chooseCodes(place: HotelPlace, random: Random): PlanCode[] {
  const leisure = place.style === 'onsen' || place.style === 'traditional' || place.style === 'resort';
  const wanted: Array<[PlanCode, boolean]> = [
    ['DAY-USE', place.dayUse],
    ['HALF-BOARD', leisure || random.chance(0.12)],
    ['MEMBERS', random.chance(0.6)],
    ['FAMILY', place.family && random.chance(0.8)],
    ['EARLY-BIRD', random.chance(0.3)],
    ['NON-REF', random.chance(0.3)],
    ['LONG-STAY', random.chance(0.09)],
    ['BUSINESS', place.style === 'business' && random.chance(0.6)],
    ['ANNIVERSARY', random.chance(leisure ? 0.5 : 0.15)],
  ];
  const extras = wanted.filter(([, yes]) => yes).map(([code]) => code);
  return (['ROOM-ONLY', 'BREAKFAST'] as PlanCode[]).concat(extras).slice(0, maxPlans);
}

function roomsFor(code: PlanCode, rooms: readonly RoomTypeSeed[]): string[] {
  const codes = (keep: (room: RoomTypeSeed) => boolean) => rooms.filter(keep).map((room) => room.code);
  const orFirst = (list: string[]) => (list.length > 0 ? list : rooms.slice(0, 1).map((room) => room.code));
  switch (code) {
    case 'DAY-USE':
      return orFirst(codes((room) => ['SGL', 'DBL', 'TWN', 'KNG'].includes(room.code)));
    case 'ANNIVERSARY':
      return orFirst(codes((room) => ['DBL', 'KNG', 'DTW', 'OCV', 'STE', 'JWS'].includes(room.code)));
    case 'FAMILY':
      return orFirst(codes((room) => room.maxPeople >= 3));
    case 'BUSINESS':
      return orFirst(codes((room) => ['SGL', 'SGL-SMK', 'DBL'].includes(room.code)));
    case 'LONG-STAY':
    case 'HALF-BOARD':
      return orFirst(codes((room) => !room.isSmoking && room.code !== 'STE'));
    default:
      return codes(() => true);
  }
}

interface PlanTerms {
  signInDiscountPercent: number;
  earlyBirdDays: number | null;
  earlyBirdPercent: number;
  minStay: number;
}

function termsFor(code: PlanCode, random: Random): PlanTerms {
  const terms: PlanTerms = { signInDiscountPercent: 0, earlyBirdDays: null, earlyBirdPercent: 0, minStay: 1 };
  if (code === 'MEMBERS') terms.signInDiscountPercent = random.pick([5, 8, 10, 12, 15]);
  if (code === 'BREAKFAST' && random.chance(0.35)) terms.signInDiscountPercent = 5;
  if (code === 'ROOM-ONLY' && random.chance(0.15)) terms.signInDiscountPercent = 5;
  if (code === 'EARLY-BIRD') {
    terms.earlyBirdDays = random.pick([14, 21, 28, 30, 45, 60]);
    terms.earlyBirdPercent = random.pick([5, 8, 10, 12, 15]);
  }
  if (code === 'LONG-STAY') terms.minStay = random.pick([2, 3]);
  return terms;
}

function mealPriceFor(mealType: PlanSeed['mealType'], breakfastPrice: number, dinnerAndBreakfastPrice: number): number {
  return mealType === 'breakfast' ? breakfastPrice : mealType === 'two_meals' ? dinnerAndBreakfastPrice : 0;
}

function buildPlan(hotel: HotelSeed, place: HotelPlace, code: PlanCode, rooms: readonly RoomTypeSeed[], random: Random): Omit<PlanSeed, 'sortOrder'> {
  const archetype = planArchetype(code);
  const terms = termsFor(code, random);
  const values = {
    food: prefectureGuide(place.prefectureCode).localFood,
    district: place.district,
    days: terms.earlyBirdDays ?? 0,
    percent: terms.earlyBirdPercent,
    nights: terms.minStay,
    discount: terms.signInDiscountPercent,
  };
  const description = fill(archetype.description, values);
  const addsMemberNote = !['MEMBERS'].includes(code) && terms.signInDiscountPercent > 0;
  const payment = new Set(archetype.paymentMethods);
  if (code === 'ROOM-ONLY' && random.chance(0.3)) payment.add('deferred');
  const leisure = place.style === 'onsen' || place.style === 'traditional';
  return {
    hotelId: hotel.id,
    code,
    name: fill(archetype.name, values),
    description: addsMemberNote ? joinSentences([description, fill(memberDiscountNote, values)]) : description,
    mealType: archetype.mealType,
    paymentMethods: (['onsite', 'card', 'deferred'] as const).filter((method) => payment.has(method)),
    membersOnly: code === 'MEMBERS',
    ...terms,
    isDayUse: code === 'DAY-USE',
    tripTypes: [...archetype.tripTypes],
    rateFactor: code === 'NON-REF' ? random.pick([0.85, 0.88, 0.9]) : archetype.rateFactor,
    mealPrice: 0,
    cancellationPolicyId: code === 'HALF-BOARD' && leisure ? 'early-7d' : code === 'ROOM-ONLY' && random.chance(0.4) ? 'flexible-1d' : archetype.policy,
    roomTypeCodes: roomsFor(code, rooms),
    pictureCount: random.int(1, 3),
  };
}

/** 2 to 6 plans per hotel: room only and breakfast everywhere, the rest by the hotel's style. */
export function buildPlans(hotels: readonly HotelSeed[], roomTypes: readonly RoomTypeSeed[]): PlanSeed[] {
  return hotels.flatMap((hotel) => {
    const place = placeOfHotel(hotel.id);
    const random = randomFor(`plans:${hotel.code}`);
    const rooms = roomTypes.filter((room) => room.hotelId === hotel.id);
    const breakfastPrice = roundTo(random.int(1500, 3000), 100);
    const dinnerAndBreakfastPrice = roundTo(random.int(6000, 12000), 500);
    return chooseCodes(place, random).map((code, index) => {
      const plan = buildPlan(hotel, place, code, rooms, random);
      return { ...plan, mealPrice: mealPriceFor(plan.mealType, breakfastPrice, dinnerAndBreakfastPrice), sortOrder: index + 1 };
    });
  });
}
