import type { HotelSeed, RoomTypeSeed } from '../catalogue-types';
import { randomFor } from '../catalogue/prng';
import { frame } from './frame';
import { paletteFor } from './palettes';
import { beach, windowView } from './scenes/outdoor';
import { bathroom, bedroom, desk, japaneseRoom } from './scenes/rooms';

/** What each picture of a room shows, in order. */
const views = ['bedroom', 'bathroom', 'view', 'desk'] as const;

export function roomImageSvg(hotel: HotelSeed, room: RoomTypeSeed, index: number): string {
  const key = `room:${hotel.code}:${room.code}:${index}`;
  const palette = paletteFor(key);
  const random = randomFor(key);
  const view = views[index % views.length] ?? 'bedroom';
  const tatami = room.beds.some((bed) => bed.type === 'futon');
  const scene =
    view === 'bedroom'
      ? tatami
        ? japaneseRoom(palette, random)
        : bedroom(palette, random, room.beds.reduce((sum, bed) => sum + bed.count, 0))
      : view === 'bathroom'
        ? bathroom(palette, random)
        : view === 'view'
          ? room.code === 'OCV'
            ? beach(palette, random)
            : windowView(palette, random)
          : desk(palette, random);
  return frame(palette, scene, key);
}
