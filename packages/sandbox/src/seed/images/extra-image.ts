import type { Locale } from '@hotel/contracts';
import type { ExtraSeed } from '../catalogue-types';
import { randomFor, type Random } from '../catalogue/prng';
import { yen } from '../catalogue/text';
import { frame } from './frame';
import { badges, brand, counter, joinCaption } from './labels';
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

export function extraImageSvg(extra: ExtraSeed, index: number, locale: Locale): string {
  const key = `extra:${extra.id}:${index}`;
  const palette = paletteFor(key);
  const [, scene] = scenesByName.find(([pattern]) => pattern.test(extra.name.en)) ?? [/./, cake];
  return frame({
    palette,
    scene: scene(palette, randomFor(key)),
    title: brand[locale],
    caption: joinCaption(locale, extra.name, `${yen(extra.price)} / ${extra.unit[locale]}`),
    counter: counter(index, extra.imageCount),
    badge: badges.extra[locale],
  });
}
