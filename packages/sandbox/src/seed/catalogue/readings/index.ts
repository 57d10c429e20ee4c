import { kanaToHepburn } from '@hotel/domain/search';
import type { HotelPlace } from '../places';
import { prefectureKana, regionKana } from './area-readings';
import { cityKana } from './city-readings';
import { placeKana } from './place-readings';

/** How a hotel's name, city and district are read (issue 13): each in kana and in Hepburn romaji. */
export interface HotelReadings {
  name: string[];
  city: string[];
  district: string[];
}

const brandKana = 'ほてる さくら';

/** A kana reading and its romaji (きょうと, kyōto). */
export function readingsOf(kana: string): string[] {
  return [kana, kanaToHepburn(kana)];
}

export function regionReadings(keyword: string): string[] {
  const kana = regionKana[keyword];
  return kana ? readingsOf(kana) : [];
}

/** きょうと and きょうとふ, kyōto and kyōtofu. */
export function prefectureReadings(keyword: string): string[] {
  const reading = prefectureKana[keyword];
  if (!reading) return [];
  const [name, suffix] = reading;
  return suffix ? [...readingsOf(name), ...readingsOf(`${name}${suffix}`)] : readingsOf(name);
}

export function hotelReadings(place: HotelPlace): HotelReadings {
  const site = placeKana[place.slug];
  const city = cityKana[place.city.ja];
  if (!site || !city) throw new RangeError(`No reading for ${place.slug} or ${place.city.ja}`);
  const [label, district] = site;
  return { name: readingsOf(`${brandKana} ${label}`), city: readingsOf(city), district: readingsOf(district) };
}
