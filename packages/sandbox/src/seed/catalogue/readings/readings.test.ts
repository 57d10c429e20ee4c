import { prefectures, regions } from '@hotel/domain';
import { hotelPlaces } from '../places';
import { hotelReadings, prefectureReadings, regionReadings } from './index';

describe('issue 13: every area, prefecture, city and hotel has readings in kana and romaji', () => {
  it('every region and prefecture', () => {
    for (const area of [...regions, ...prefectures]) {
      const readings = 'code' in area ? prefectureReadings(area.keyword) : regionReadings(area.keyword);
      expect({ area: area.keyword, kana: /^[ぁ-ゖー]+$/u.test(readings[0] ?? '') }).toEqual({ area: area.keyword, kana: true });
    }
  });

  it('every hotel site: its name, city and district', () => {
    for (const place of hotelPlaces) expect(() => hotelReadings(place)).not.toThrow();
  });

  it('reads them as a guidebook writes them', () => {
    expect(prefectureReadings('kyoto')).toEqual(['きょうと', 'kyōto', 'きょうとふ', 'kyōtofu']);
    expect(prefectureReadings('hokkaido')).toEqual(['ほっかいどう', 'hokkaidō']);
    expect(regionReadings('kyushu')).toEqual(['きゅうしゅう', 'kyūshū']);
    const kyotoStation = hotelPlaces.find((place) => place.slug === 'kyoto-station');
    expect(kyotoStation && hotelReadings(kyotoStation)).toEqual({
      name: ['ほてる さくら きょうと えきまえ', 'hoteru sakura kyōto ekimae'],
      city: ['きょうとし しもぎょうく', 'kyōtoshi shimogyōku'],
      district: ['ひがし しおこうじちょう', 'higashi shiokōjichō'],
    });
  });
});
