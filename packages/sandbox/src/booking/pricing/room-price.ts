import type { KidsTierSeed, PlanSeed, RoomTypeSeed } from '../../seed/catalogue-types';

/** Who sleeps in one room: adults, and children either by count or by the hotel's kids tiers. */
export interface Occupancy {
  adults: number;
  children: number;
  kidsAgeRange: Array<{ code: string; count: number }>;
}

export const consumptionTaxRate = 0.1;

/** Children who need no bed and eat from the parents' plate pay nothing (the youngest tier). */
function childShares(occupancy: Occupancy, tiers: KidsTierSeed[] | null): { roomShare: number; mealShare: number } {
  if (!tiers || !occupancy.kidsAgeRange.length) return { roomShare: 0.5 * occupancy.children, mealShare: 0.5 * occupancy.children };
  let roomShare = 0;
  let mealShare = 0;
  for (const range of occupancy.kidsAgeRange) {
    const tier = tiers.find((t) => t.code === range.code);
    if (!tier) continue;
    roomShare += range.count * (tier.bedding ? 0.5 : 0);
    mealShare += range.count * (tier.maxAge <= 2 ? 0 : 0.5);
  }
  return { roomShare, mealShare };
}

function roundTo10(value: number): number {
  return Math.round(value / 10) * 10;
}

/** One night of one room, tax excluded: the room's rate for the occupancy, the plan's factor, and meals. */
export function nightPriceExcludingTax(
  nightlyRate: number,
  room: RoomTypeSeed,
  plan: PlanSeed,
  occupancy: Occupancy,
  tiers: KidsTierSeed[] | null,
  isDayUse: boolean,
): number {
  const { roomShare, mealShare } = childShares(occupancy, tiers);
  const adultsPart = occupancy.adults === 1 ? nightlyRate * 0.8 : nightlyRate + Math.max(0, occupancy.adults - 2) * room.extraAdultRate;
  const roomPart = (adultsPart + roomShare * room.extraAdultRate) * plan.rateFactor * (isDayUse ? 0.5 : 1);
  const meals = plan.mealPrice * (occupancy.adults + mealShare);
  return roundTo10(roomPart + meals);
}

export function withTax(excludingTax: number): { total: number; tax: number } {
  const tax = Math.round(excludingTax * consumptionTaxRate);
  return { total: excludingTax + tax, tax };
}

/** How many people the occupancy puts in the room (every child counts). */
export function headCount(occupancy: Occupancy): number {
  const tiered = occupancy.kidsAgeRange.reduce((sum, range) => sum + range.count, 0);
  return occupancy.adults + Math.max(occupancy.children, tiered);
}

export function fitsRoom(room: RoomTypeSeed, occupancy: Occupancy): boolean {
  const people = headCount(occupancy);
  return people >= room.minPeople && people <= room.maxPeople;
}
