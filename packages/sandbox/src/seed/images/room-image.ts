import type { Locale } from '@hotel/contracts';
import type { HotelSeed, RoomTypeSeed } from '../catalogue-types';
import { randomFor } from '../catalogue/prng';
import { frame } from './frame';
import { badges, counter, joinCaption, roomViews } from './labels';
import { paletteFor } from './palettes';
import { beach, windowView } from './scenes/outdoor';
import { bathroom, bedroom, desk, japaneseRoom } from './scenes/rooms';

const views = [roomViews.bedroom, roomViews.bathroom, roomViews.view, roomViews.desk] as const;

export function roomImageSvg(hotel: HotelSeed, room: RoomTypeSeed, index: number, locale: Locale): string {
  const key = `room:${hotel.code}:${room.code}:${index}`;
  const palette = paletteFor(key);
  const random = randomFor(key);
  const view = views[index % views.length] ?? roomViews.bedroom;
  const tatami = room.beds.some((bed) => bed.type === 'futon');
  const scene =
    view === roomViews.bedroom
      ? tatami
        ? japaneseRoom(palette, random)
        : bedroom(palette, random, room.beds.reduce((sum, bed) => sum + bed.count, 0))
      : view === roomViews.bathroom
        ? bathroom(palette, random)
        : view === roomViews.view
          ? room.code === 'OCV'
            ? beach(palette, random)
            : windowView(palette, random)
          : desk(palette, random);
  return frame({
    palette,
    scene,
    title: hotel.name[locale],
    caption: joinCaption(locale, room.name, view),
    counter: counter(index, room.pictureCount),
    badge: badges.room[locale],
  });
}
