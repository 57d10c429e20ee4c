import type { LocalizedText } from '@hotel/contracts';

/** What kind of stay a hotel sells; it picks room types, plans, amenities and wording. */
export type HotelStyle = 'business' | 'city' | 'resort' | 'onsen' | 'traditional';

/** One hotel's site: the real neighbourhood it stands in and how guests get there. */
export interface HotelPlace {
  prefectureCode: number;
  /** Lower-case romaji, unique; the local part of the hotel's e-mail. */
  slug: string;
  /** The part of the hotel name after the brand, e.g. 新宿 / Shinjuku. */
  label: LocalizedText;
  city: LocalizedText;
  district: LocalizedText;
  /** Block and building number, written with digits in every language. */
  street: string;
  postCode: string;
  latitude: number;
  longitude: number;
  /** Telephone area code of the city, e.g. `03`, `075`, `0852`. */
  areaCode: string;
  station: LocalizedText;
  stationMinutes: number;
  /** How guests cover the last leg from the station. */
  stationAccess: 'walk' | 'bus';
  landmark: LocalizedText;
  landmarkMinutes: number;
  landmarkAccess: 'walk' | 'bus';
  style: HotelStyle;
  /** Sells day-use rooms (SPEC 1). */
  dayUse: boolean;
  /** Welcomes families: kids tiers, family rooms and plans. */
  family: boolean;
}

type Defaults = 'stationAccess' | 'landmarkAccess' | 'dayUse' | 'family';

/** A place with the common defaults: reached on foot, no day use, no kids tiers. */
export function place(fields: Omit<HotelPlace, Defaults> & Partial<Pick<HotelPlace, Defaults>>): HotelPlace {
  return { stationAccess: 'walk', landmarkAccess: 'walk', dayUse: false, family: false, ...fields };
}
