import type { HotelSeed } from '../catalogue-types';
import { randomFor, type Random } from '../catalogue/prng';
import { frame } from './frame';
import { paletteFor, type Palette } from './palettes';
import { bar, breakfast } from './scenes/dining';
import { bath, gym, kidsRoom, laundry, meetingRoom, pool } from './scenes/leisure';
import { beach, exterior, garden, landmark, windowView } from './scenes/outdoor';
import { bedroom, lobby } from './scenes/rooms';

type Scene = (palette: Palette, random: Random) => string;

/** Captions are written per scene; their English wording says which scene to draw. */
const scenesByCaption: Array<[RegExp, Scene, boolean?]> = [
  [/night/i, exterior, true],
  [/exterior/i, exterior],
  [/lobby|front desk/i, lobby],
  [/open-air|hot spring/i, (p, r) => bath(p, r, true)],
  [/bath/i, (p, r) => bath(p, r, false)],
  [/pool/i, pool],
  [/breakfast|restaurant/i, breakfast],
  [/bar/i, bar],
  [/gym/i, gym],
  [/kids/i, kidsRoom],
  [/laundry/i, laundry],
  [/meeting/i, meetingRoom],
  [/garden/i, garden],
  [/\bsea\b/i, beach],
  [/view/i, windowView],
  [/sightseeing/i, landmark],
  [/room/i, (p, r) => bedroom(p, r, 2)],
];

export function hotelImageSvg(hotel: HotelSeed, index: number): string {
  const caption = hotel.imageCaptions[index] ?? hotel.imageCaptions[0];
  const english = caption?.en ?? '';
  const [, scene, night] = scenesByCaption.find(([pattern]) => pattern.test(english)) ?? [/./, exterior];
  const key = `hotel:${hotel.code}:${index}`;
  const palette = paletteFor(key, night === true);
  return frame(palette, scene(palette, randomFor(key)), key);
}
