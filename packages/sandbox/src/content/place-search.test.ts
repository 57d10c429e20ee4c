import { buildHotels } from '../seed/catalogue/hotels';
import { areasFor, matchingHotels } from './areas';

const hotels = buildHotels();

/** What a visitor sees first for a keyword: the first area suggested, else the first hotel (ja). */
function firstResult(keyword: string): string | null {
  const found = matchingHotels(hotels, keyword);
  return areasFor(found, keyword, 'ja')[0]?.name ?? found[0]?.name.ja ?? null;
}

describe('issue 13: the keyword search finds places by name, prefix, kana and romaji, never inside a word', () => {
  it.each<[string, string | null]>([
    ['京都', '京都府'],
    ['京都府', '京都府'],
    ['kyoto', '京都府'],
    ['kyōto', '京都府'],
    ['Kyoto', '京都府'],
    ['きょうと', '京都府'],
    ['キョウト', '京都府'],
    ['ｷｮｳﾄ', '京都府'],
    ['東京', '東京都'],
    ['とうきょう', '東京都'],
    ['トウキョウ', '東京都'],
    ['tokyo', '東京都'],
    ['TOKYO', '東京都'],
    ['ｔｏｋｙｏ', '東京都'],
    ['Tōkyō', '東京都'],
    ['大阪', '大阪府'],
    ['おおさか', '大阪府'],
    ['osaka', '大阪府'],
    ['Ōsaka', '大阪府'],
    ['北海道', '北海道'],
    ['ほっかいどう', '北海道'],
    ['関西', '関西'],
    ['kansai', '関西'],
    ['きゅうしゅう', '九州'],
    ['新宿', '新宿区'],
    ['しんじゅく', '新宿区'],
    ['下京', '京都市下京区'],
    ['なんば', '難波'],
    ['nanba', '難波'],
    ['うめだ', '梅田'],
    ['ホテルさくら 京都駅前', 'ホテルさくら 京都駅前'],
    ['ホテルさくら 京都', 'ホテルさくら 京都駅前'],
    ['Hotel Sakura Kyoto Station', 'ホテルさくら 京都駅前'],
    ['ほてるさくら ぎおん', 'ホテルさくら 祇園'],
    ['SKR-KYO-01', 'ホテルさくら 京都駅前'],
    ['都府', null],
    ['阪', null],
    ['yoto', null],
    ['ukyo', null],
  ])('%s → %s', (keyword, first) => {
    expect(firstResult(keyword)).toBe(first);
  });

  it('京都 finds the five Kyoto hotels and no Tokyo hotel (東京都 holds 京都 only inside a word)', () => {
    const found = matchingHotels(hotels, '京都');
    expect(found.map((hotel) => hotel.prefectureCode)).toEqual([26, 26, 26, 26, 26]);
    expect(areasFor(found, '京都', 'ja').map((area) => area.name)).not.toContain('東京都');
  });

  it('puts an exact match before a prefix, and a prefix before a word inside the name', () => {
    const names = areasFor(hotels, 'kyoto', 'en').map((area) => area.name);
    expect(names[0]).toBe('Kyoto');
    expect(names.slice(1)).toEqual(expect.arrayContaining(['Shimogyo Ward, Kyoto', 'Higashiyama Ward, Kyoto', 'Nakagyo Ward, Kyoto']));
  });

  it('lists every region, prefecture and city for no keyword, districts left out', () => {
    const areas = areasFor(hotels, '', 'ja');
    expect(new Set(areas.map((area) => area.type))).toEqual(new Set(['region', 'prefecture', 'city']));
    expect(matchingHotels(hotels, '')).toHaveLength(hotels.length);
  });
});
