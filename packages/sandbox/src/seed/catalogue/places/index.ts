import { chubuPlaces } from './chubu';
import { chugokuShikokuPlaces } from './chugoku-shikoku';
import { hokkaidoTohokuPlaces } from './hokkaido-tohoku';
import { kansaiPlaces } from './kansai';
import { kantoPlaces } from './kanto';
import { kyushuOkinawaPlaces } from './kyushu-okinawa';
import type { HotelPlace } from './types';

/** Every hotel site, north to south; a hotel's id is its position here plus one. */
export const hotelPlaces: readonly HotelPlace[] = [
  ...hokkaidoTohokuPlaces,
  ...kantoPlaces,
  ...chubuPlaces,
  ...kansaiPlaces,
  ...chugokuShikokuPlaces,
  ...kyushuOkinawaPlaces,
];

export type { HotelPlace, HotelStyle } from './types';
