import type { ContentArea, Locale, LocalizedText } from '@hotel/contracts';
import { prefectures, regions } from '@hotel/domain';
import type { HotelSeed } from '../seed/catalogue-types';
import { pick } from '../i18n/locales';

const locales: Locale[] = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function matchesAny(keyword: string, texts: Array<LocalizedText | string | undefined>): boolean {
  if (!keyword) return true;
  return texts.some((text) => {
    if (!text) return false;
    const values = typeof text === 'string' ? [text] : locales.map((l) => text[l]);
    return values.some((value) => normalize(value).includes(keyword));
  });
}

function regionTexts(hotel: HotelSeed): Array<LocalizedText | string | undefined> {
  const region = regions.find((r) => r.keyword === hotel.regionKeyword);
  const prefecture = prefectures.find((p) => p.code === hotel.prefectureCode);
  return [region?.name, region?.keyword, prefecture?.name, prefecture?.keyword];
}

/** A hotel matches a keyword by its name, district, city, prefecture or region, in any language. */
export function hotelMatches(hotel: HotelSeed, keyword: string): boolean {
  return matchesAny(normalize(keyword), [hotel.name, hotel.city, hotel.district, hotel.code, ...regionTexts(hotel)]);
}

/** Regions, prefectures, cities and districts that have hotels, with how many, named in `locale`. */
export function areasFor(hotels: HotelSeed[], keyword: string, locale: Locale): ContentArea[] {
  const key = normalize(keyword);
  const areas: ContentArea[] = [];
  for (const region of regions) {
    const count = hotels.filter((h) => h.regionKeyword === region.keyword).length;
    if (count && matchesAny(key, [region.name, region.keyword])) {
      areas.push({ id: `region:${region.keyword}`, type: 'region', name: region.name[locale], keyword: region.keyword, prefecture: null, hotel_count: count });
    }
  }
  for (const prefecture of prefectures) {
    const inside = hotels.filter((h) => h.prefectureCode === prefecture.code);
    if (!inside.length) continue;
    const ref = { code: prefecture.code, name: prefecture.name[locale] };
    if (matchesAny(key, [prefecture.name, prefecture.keyword])) {
      areas.push({ id: `prefecture:${prefecture.code}`, type: 'prefecture', name: prefecture.name[locale], keyword: prefecture.keyword, prefecture: null, hotel_count: inside.length });
    }
    const cities = new Map<string, HotelSeed[]>();
    for (const hotel of inside) cities.set(hotel.city.ja, [...(cities.get(hotel.city.ja) ?? []), hotel]);
    for (const [cityJa, cityHotels] of cities) {
      const city = (cityHotels[0] as HotelSeed).city;
      if (matchesAny(key, [city])) {
        areas.push({ id: `city:${prefecture.code}:${cityJa}`, type: 'city', name: pick(city, locale), keyword: null, prefecture: ref, hotel_count: cityHotels.length });
      }
      const districts = new Map<string, HotelSeed[]>();
      for (const hotel of cityHotels) districts.set(hotel.district.ja, [...(districts.get(hotel.district.ja) ?? []), hotel]);
      for (const [districtJa, districtHotels] of districts) {
        const district = (districtHotels[0] as HotelSeed).district;
        if (key && matchesAny(key, [district])) {
          areas.push({ id: `district:${prefecture.code}:${cityJa}:${districtJa}`, type: 'district', name: pick(district, locale), keyword: null, prefecture: ref, hotel_count: districtHotels.length });
        }
      }
    }
  }
  return areas;
}
