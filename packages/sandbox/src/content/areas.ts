import type { AreaType, ContentArea, Locale, LocalizedText } from '@hotel/contracts';
import { prefectures, regions } from '@hotel/domain';
import { type MatchLevel, placeMatchLevel } from '@hotel/domain/search';
import { pick } from '../i18n/locales';
import type { HotelSeed } from '../seed/catalogue-types';
import { prefectureReadings, regionReadings } from '../seed/catalogue/readings';

const locales: Locale[] = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];

function allLanguages(text: LocalizedText | undefined): string[] {
  return text ? locales.map((locale) => text[locale]) : [];
}

/** A region's names in every language, its keyword and its readings. */
function regionNames(keyword: string): string[] {
  const region = regions.find((r) => r.keyword === keyword);
  return region ? [...allLanguages(region.name), region.keyword, ...regionReadings(region.keyword)] : [];
}

function prefectureNames(code: number): string[] {
  const prefecture = prefectures.find((p) => p.code === code);
  return prefecture ? [...allLanguages(prefecture.name), prefecture.keyword, ...prefectureReadings(prefecture.keyword)] : [];
}

const cityNames = (hotel: HotelSeed) => [...allLanguages(hotel.city), ...(hotel.readings.city ?? [])];
const districtNames = (hotel: HotelSeed) => [...allLanguages(hotel.district), ...(hotel.readings.district ?? [])];

/**
 * Issue 13: how well a keyword matches a hotel by its name, code, district, city, prefecture or region, in any
 * language or reading; null when it does not (a match inside a word, 京都 in 東京都, is none).
 */
export function hotelMatchLevel(hotel: HotelSeed, keyword: string): MatchLevel | null {
  return placeMatchLevel(keyword, [
    ...allLanguages(hotel.name),
    hotel.code,
    ...(hotel.readings.name ?? []),
    ...cityNames(hotel),
    ...districtNames(hotel),
    ...prefectureNames(hotel.prefectureCode),
    ...regionNames(hotel.regionKeyword),
  ]);
}

/** The hotels a keyword finds, best match first, then the more popular; every hotel for no keyword. */
export function matchingHotels(hotels: readonly HotelSeed[], keyword: string): HotelSeed[] {
  if (keyword.trim() === '') return [...hotels];
  return hotels
    .map((hotel) => ({ hotel, level: hotelMatchLevel(hotel, keyword) }))
    .filter((entry): entry is { hotel: HotelSeed; level: MatchLevel } => entry.level !== null)
    .sort((a, b) => a.level - b.level || a.hotel.popularOrder - b.hotel.popularOrder || a.hotel.id - b.hotel.id)
    .map((entry) => entry.hotel);
}

interface Candidate {
  area: ContentArea;
  names: string[];
}

const widest: Record<AreaType, number> = { region: 0, prefecture: 1, city: 2, district: 3 };

/** Every region, prefecture, city and district that has hotels, with how many, named in `locale`. */
function candidates(hotels: readonly HotelSeed[], locale: Locale, withDistricts: boolean): Candidate[] {
  const found: Candidate[] = [];
  for (const region of regions) {
    const count = hotels.filter((h) => h.regionKeyword === region.keyword).length;
    if (!count) continue;
    const area: ContentArea = { id: `region:${region.keyword}`, type: 'region', name: region.name[locale], keyword: region.keyword, prefecture: null, hotel_count: count };
    found.push({ area, names: regionNames(region.keyword) });
  }
  for (const prefecture of prefectures) {
    const inside = hotels.filter((h) => h.prefectureCode === prefecture.code);
    if (!inside.length) continue;
    const ref = { code: prefecture.code, name: prefecture.name[locale] };
    found.push({
      area: { id: `prefecture:${prefecture.code}`, type: 'prefecture', name: prefecture.name[locale], keyword: prefecture.keyword, prefecture: null, hotel_count: inside.length },
      names: prefectureNames(prefecture.code),
    });
    const cities = groupBy(inside, (hotel) => hotel.city.ja);
    for (const [cityJa, cityHotels] of cities) {
      const first = cityHotels[0] as HotelSeed;
      found.push({
        area: { id: `city:${prefecture.code}:${cityJa}`, type: 'city', name: pick(first.city, locale), keyword: null, prefecture: ref, hotel_count: cityHotels.length },
        names: cityNames(first),
      });
      if (!withDistricts) continue;
      for (const [districtJa, districtHotels] of groupBy(cityHotels, (hotel) => hotel.district.ja)) {
        const one = districtHotels[0] as HotelSeed;
        found.push({
          area: { id: `district:${prefecture.code}:${cityJa}:${districtJa}`, type: 'district', name: pick(one.district, locale), keyword: null, prefecture: ref, hotel_count: districtHotels.length },
          names: districtNames(one),
        });
      }
    }
  }
  return found;
}

function groupBy(hotels: readonly HotelSeed[], key: (hotel: HotelSeed) => string): Map<string, HotelSeed[]> {
  const groups = new Map<string, HotelSeed[]>();
  for (const hotel of hotels) groups.set(key(hotel), [...(groups.get(key(hotel)) ?? []), hotel]);
  return groups;
}

/**
 * The areas of `hotels` a keyword matches, best match first and, at one level, widest first; for no keyword
 * every region, prefecture and city (the default destination list), districts left out.
 */
export function areasFor(hotels: readonly HotelSeed[], keyword: string, locale: Locale): ContentArea[] {
  if (keyword.trim() === '') return candidates(hotels, locale, false).map((c) => c.area);
  return candidates(hotels, locale, true)
    .map((candidate) => ({ area: candidate.area, level: placeMatchLevel(keyword, candidate.names) }))
    .filter((entry): entry is { area: ContentArea; level: MatchLevel } => entry.level !== null)
    .sort((a, b) => a.level - b.level || widest[a.area.type] - widest[b.area.type])
    .map((entry) => entry.area);
}
