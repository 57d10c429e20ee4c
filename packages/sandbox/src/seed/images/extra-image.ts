import type { ExtraSeed } from '../catalogue-types';
import { randomFor, type Random } from '../catalogue/prng';
import { frame } from './frame';
import { paletteFor, type Palette } from './palettes';
import { bouquet, breakfast, cake, sparklingWine } from './scenes/dining';
import { car, clock } from './scenes/symbols';

type Scene = (palette: Palette, random: Random) => string;

/** Extras are named per archetype; the English name says what to draw. */
const scenesByName: Array<[RegExp, Scene]> = [
  [/breakfast/i, breakfast],
  [/check-out/i, clock],
  [/cake/i, cake],
  [/parking/i, (p, r) => car(p, r, false)],
  [/airport/i, (p, r) => car(p, r, true)],
  [/bouquet|flower/i, bouquet],
  [/wine/i, sparklingWine],
];

export function extraImageSvg(extra: ExtraSeed, index: number): string {
  const key = `extra:${extra.id}:${index}`;
  const palette = paletteFor(key);
  const [, scene] = scenesByName.find(([pattern]) => pattern.test(extra.name.en)) ?? [/./, cake];
  return frame(palette, scene(palette, randomFor(key)), key);
}
