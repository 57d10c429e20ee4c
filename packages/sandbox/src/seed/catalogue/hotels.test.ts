import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { prefectures, regions } from '@hotel/domain';
import { distanceKm } from './geo';
import { catalogue, countBy } from './test-support';

const { hotels, amenities } = catalogue;

const expectedPerPrefecture: Record<string, number> = {
  tokyo: 10, osaka: 6, kyoto: 5, hokkaido: 5, okinawa: 4, kanagawa: 3, fukuoka: 3,
  aichi: 2, hiroshima: 2, hyogo: 2, miyagi: 2, ishikawa: 2,
};

function prefectureOf(code: number) {
  const prefecture = prefectures.find((p) => p.code === code);
  if (!prefecture) throw new Error(`no prefecture ${code}`);
  return prefecture;
}

/** Japan Post's KEN_ALL as shipped by jquery-jpostal-ja: json/{first three digits}.json. */
function postcodePrefecture(postCode: string): string | null {
  const digits = postCode.replace('-', '');
  const file = join(dirname(require.resolve('jquery-jpostal-ja/package.json')), 'json', `${digits.slice(0, 3)}.json`);
  const source = readFileSync(file, 'utf8');
  const rows = JSON.parse(source.slice(source.indexOf('(') + 1, source.lastIndexOf(')'))) as string[][];
  return rows.find((row) => row[0] === `_${digits}`)?.[1] ?? null;
}

describe('hotels (issue: 81 hotels across the 56 areas)', () => {
  it('has 81 hotels with ids 1..81 and unique codes like SKR-TKY-01', () => {
    expect(hotels).toHaveLength(81);
    expect(hotels.map((h) => h.id)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    expect(new Set(hotels.map((h) => h.code)).size).toBe(81);
    for (const hotel of hotels) expect(hotel.code).toMatch(/^SKR-[A-Z]{3}-\d{2}$/);
    expect(hotels.filter((h) => h.prefectureCode === 13).map((h) => h.code)).toContain('SKR-TKY-01');
  });

  it('puts at least one hotel in each of the 47 prefectures, with the agreed distribution', () => {
    const perPrefecture = countBy(hotels, (h) => prefectureOf(h.prefectureCode).keyword);
    for (const prefecture of prefectures) {
      expect([prefecture.keyword, perPrefecture.get(prefecture.keyword)]).toEqual([prefecture.keyword, expectedPerPrefecture[prefecture.keyword] ?? 1]);
    }
  });

  it('covers every region, and gives Hokkaido and Okinawa their own keyword', () => {
    for (const hotel of hotels) {
      const region = regions.find((r) => r.prefectureCodes.includes(hotel.prefectureCode));
      expect(hotel.regionKeyword).toBe(region?.keyword ?? prefectureOf(hotel.prefectureCode).keyword);
    }
    for (const region of regions) expect(hotels.some((h) => h.regionKeyword === region.keyword)).toBe(true);
    expect(hotels.filter((h) => h.prefectureCode === 1).every((h) => h.regionKeyword === 'hokkaido')).toBe(true);
    expect(hotels.filter((h) => h.prefectureCode === 47).every((h) => h.regionKeyword === 'okinawa')).toBe(true);
  });

  it('places each hotel within 0.06° of its prefecture centre', () => {
    for (const hotel of hotels) {
      const { center } = prefectureOf(hotel.prefectureCode);
      expect([hotel.code, Math.abs(hotel.latitude - center.lat) <= 0.06 && Math.abs(hotel.longitude - center.lng) <= 0.06]).toEqual([hotel.code, true]);
    }
  });

  it('uses real post codes of the hotel’s own prefecture', () => {
    for (const hotel of hotels) {
      expect(hotel.postCode).toMatch(/^\d{3}-\d{4}$/);
      expect([hotel.code, postcodePrefecture(hotel.postCode)]).toEqual([hotel.code, prefectureOf(hotel.prefectureCode).name.ja]);
    }
  });

  it('has a ten-digit phone with a real area code, a hotel-sakura.example e-mail and standard times', () => {
    for (const hotel of hotels) {
      expect(hotel.phone).toMatch(/^0\d{1,3}-\d{2,4}-\d{4}$/);
      expect(hotel.phone.replace(/-/g, '')).toHaveLength(10);
      expect(hotel.callOutPhone).toBe(hotel.phone);
      for (const address of hotel.email.split(',')) expect(address).toMatch(/^[a-z.-]+@hotel-sakura\.example$/);
      expect(['14:00', '15:00']).toContain(hotel.checkinTime);
      expect(['10:00', '11:00']).toContain(hotel.checkoutTime);
    }
    expect(hotels.find((h) => h.code === 'SKR-TKY-01')?.email).toBe('shinjuku@hotel-sakura.example');
    expect(new Set(hotels.map((h) => h.phone)).size).toBe(81);
  });

  it('names hotels "ホテルさくら 新宿" / "Hotel Sakura Shinjuku" in every language', () => {
    const shinjuku = hotels.find((h) => h.code === 'SKR-TKY-01');
    expect(shinjuku?.name).toEqual({ ja: 'ホテルさくら 新宿', en: 'Hotel Sakura Shinjuku', ko: '호텔 사쿠라 신주쿠', 'zh-CN': '樱花酒店 新宿', 'zh-TW': '櫻花飯店 新宿' });
    for (const hotel of hotels) {
      expect(hotel.name.ja.startsWith('ホテルさくら ')).toBe(true);
      expect(hotel.name.en.startsWith('Hotel Sakura ')).toBe(true);
      expect(hotel.name.ko.startsWith('호텔 사쿠라 ')).toBe(true);
      expect(hotel.name['zh-CN'].startsWith('樱花酒店 ')).toBe(true);
      expect(hotel.name['zh-TW'].startsWith('櫻花飯店 ')).toBe(true);
    }
    expect(new Set(hotels.map((h) => h.name.en)).size).toBe(81);
  });

  it('has about 50 amenities with unique ids and icons; hotels list 10–25 of them', () => {
    expect(amenities.length).toBeGreaterThanOrEqual(48);
    expect(amenities.length).toBeLessThanOrEqual(52);
    expect(new Set(amenities.map((a) => a.id)).size).toBe(amenities.length);
    expect(new Set(amenities.map((a) => a.icon)).size).toBe(amenities.length);
    for (const icon of ['wifi', 'bath', 'parking', 'breakfast', 'onsen', 'gym', 'laundry', 'kids-room', 'wheelchair', 'non-smoking', 'aircon', 'tv', 'fridge', 'kettle', 'hairdryer', 'safe']) {
      expect(amenities.map((a) => a.icon)).toContain(icon);
    }
    for (const category of ['room', 'hotel', 'service'] as const) expect(amenities.some((a) => a.category === category)).toBe(true);
    const ids = new Set(amenities.map((a) => a.id));
    for (const hotel of hotels) {
      expect(hotel.amenityIds.length).toBeGreaterThanOrEqual(10);
      expect(hotel.amenityIds.length).toBeLessThanOrEqual(25);
      expect(hotel.amenityIds.every((id) => ids.has(id))).toBe(true);
      expect(new Set(hotel.amenityIds).size).toBe(hotel.amenityIds.length);
    }
  });

  it('has 6 to 10 captioned images per hotel, the exterior first', () => {
    for (const hotel of hotels) {
      expect(hotel.imageCaptions.length).toBeGreaterThanOrEqual(6);
      expect(hotel.imageCaptions.length).toBeLessThanOrEqual(10);
      expect(hotel.imageCaptions[0]?.en).toBe('Exterior');
      expect(new Set(hotel.imageCaptions.map((c) => c.en)).size).toBe(hotel.imageCaptions.length);
    }
  });

  it('enables day use at about 15 hotels and undated search at about half', () => {
    const dayUse = hotels.filter((h) => h.dayUseEnabled).length;
    const undated = hotels.filter((h) => h.undatedSearchEnabled).length;
    expect(dayUse).toBeGreaterThanOrEqual(13);
    expect(dayUse).toBeLessThanOrEqual(17);
    expect(undated).toBeGreaterThanOrEqual(36);
    expect(undated).toBeLessThanOrEqual(45);
  });

  it('has kids tiers at 15–20 hotels covering ages 0..12, null elsewhere', () => {
    const withTiers = hotels.filter((h) => h.kidsTiers !== null);
    expect(withTiers.length).toBeGreaterThanOrEqual(15);
    expect(withTiers.length).toBeLessThanOrEqual(20);
    for (const hotel of withTiers) {
      const tiers = hotel.kidsTiers ?? [];
      expect(new Set(tiers.map((t) => t.code)).size).toBe(tiers.length);
      for (const tier of tiers) {
        expect(tier.minAge).toBeGreaterThanOrEqual(0);
        expect(tier.maxAge).toBeLessThanOrEqual(12);
        expect(tier.minAge).toBeLessThanOrEqual(tier.maxAge);
      }
      for (let age = 0; age <= 12; age++) expect(tiers.some((t) => t.minAge <= age && age <= t.maxAge)).toBe(true);
      expect(tiers.some((t) => t.bedding) && tiers.some((t) => !t.bedding)).toBe(true);
    }
  });

  it('lists up to four nearby hotels of the same area, nearest first', () => {
    const byId = new Map(hotels.map((h) => [h.id, h]));
    for (const hotel of hotels) {
      expect(hotel.nearbyHotelIds.length).toBeLessThanOrEqual(4);
      expect(hotel.nearbyHotelIds).not.toContain(hotel.id);
      const nearby = hotel.nearbyHotelIds.map((id) => byId.get(id));
      expect(nearby.every((other) => other?.regionKeyword === hotel.regionKeyword)).toBe(true);
      const distances = nearby.map((other) => distanceKm(hotel, other ?? hotel));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(hotels.some((h) => h.nearbyHotelIds.length === 0)).toBe(true);
    expect(hotels.find((h) => h.code === 'SKR-TKY-01')?.nearbyHotelIds).toHaveLength(4);
  });

  it('orders popularity as a permutation of 1..81', () => {
    expect([...hotels.map((h) => h.popularOrder)].sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
  });

  it('writes overviews in simple, safe HTML with at most one https link', () => {
    const allowedTags = /^<\/?(p|ul|li|h3|a)( href="https:\/\/[^"<>]+")?>$/;
    let hotelsWithLink = 0;
    for (const hotel of hotels) {
      for (const html of Object.values(hotel.overview)) {
        for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(allowedTags);
        expect(html).toMatch(/^<p>/);
        expect(html).toContain('<ul><li>');
        expect((html.match(/<a /g) ?? []).length).toBeLessThanOrEqual(1);
        expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
      }
      if (hotel.overview.en.includes('<a ')) hotelsWithLink++;
    }
    expect(hotelsWithLink).toBeGreaterThanOrEqual(1);
  });

  it('gives every hotel transport directions and room information', () => {
    for (const hotel of hotels) {
      expect(hotel.transportations.map((t) => t.type)).toEqual(expect.arrayContaining(['car', 'walk']));
      expect(hotel.transportations.length).toBeGreaterThanOrEqual(3);
      expect(hotel.roomFacilities.length).toBeGreaterThan(0);
      expect(hotel.roomServices.length).toBeGreaterThan(0);
      expect(hotel.roomRentalEquipment.length).toBeGreaterThan(0);
      expect(hotel.roomBookingTime.en).toContain(hotel.checkinTime);
      expect(hotel.travelGoalTags.length).toBeGreaterThan(0);
    }
  });
});
