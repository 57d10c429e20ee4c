import type { HotelSeed, PlanSeed } from '../catalogue-types';
import { randomFor, type Random } from '../catalogue/prng';
import { frame } from './frame';
import { paletteFor, type Palette } from './palettes';
import { breakfast, cake, kaiseki } from './scenes/dining';
import { bedroom } from './scenes/rooms';
import { calendar, clock, family, laptop, membersCard, priceTag, roomKey } from './scenes/symbols';

type Scene = (palette: Palette, random: Random) => string;

/** The plan's own motif first, then what it includes. */
function scenesFor(plan: PlanSeed): Scene[] {
  const meal: Scene = plan.mealType === 'two_meals' ? kaiseki : plan.mealType === 'breakfast' ? breakfast : roomKey;
  const motif: Record<string, Scene> = {
    MEMBERS: membersCard,
    'EARLY-BIRD': (p, r) => calendar(p, r, true),
    'LONG-STAY': (p, r) => calendar(p, r, false),
    'DAY-USE': clock,
    'NON-REF': priceTag,
    ANNIVERSARY: cake,
    FAMILY: family,
    BUSINESS: laptop,
  };
  const first = motif[plan.code];
  return [...(first ? [first] : []), meal, (p, r) => bedroom(p, r, 2)];
}

export function planImageSvg(hotel: HotelSeed, plan: PlanSeed, index: number): string {
  const key = `plan:${hotel.code}:${plan.code}:${index}`;
  const palette = paletteFor(key);
  const scenes = scenesFor(plan);
  const scene = scenes[index % scenes.length] ?? roomKey;
  return frame(palette, scene(palette, randomFor(key)), key);
}
