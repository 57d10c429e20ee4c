import type { Locale } from '@hotel/contracts';
import { locales } from '@hotel/domain';
import type { HotelSeed } from '../catalogue-types';
import { catalogue } from '../catalogue/test-support';
import { extraImageSvg, hotelImageSvg, planImageSvg, roomImageSvg } from './index';
import { escapeXml } from './svg';
import { xmlProblems } from './xml-well-formed';

const { hotels, roomTypes, plans, extras } = catalogue;

function expectGoodSvg(svg: string, ...labels: string[]): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="940" height="580" viewBox="0 0 940 580"')).toBe(true);
  expect(xmlProblems(svg)).toEqual([]);
  expect(svg).not.toMatch(/(href|src)=|url\((?!#)|<script|<image|@import/);
  for (const label of labels) expect(svg).toContain(escapeXml(label));
}

describe('xmlProblems (the checker the image tests rely on)', () => {
  it.each([
    ['<svg><g></svg>', 'unclosed'],
    ['<svg><text>a & b</text></svg>', 'unescaped'],
    ['<svg a="1" a="2"/>', 'repeated'],
    ['<svg></svg><svg/>', 'second root'],
    ['<svg><text>a < b</text></svg>', 'cannot read'],
  ])('rejects %s', (xml, problem) => {
    expect(xmlProblems(xml).join(' ')).toContain(problem);
  });

  it('accepts well-formed markup', () => {
    expect(xmlProblems('<svg><!-- note --><g a="1"><text>a &amp; b</text></g><rect/></svg>')).toEqual([]);
  });
});

describe('hotel gallery images (SPEC 2.5: 940×580)', () => {
  it('draws every gallery image of every hotel, labelled with name, caption and counter', () => {
    for (const hotel of hotels) {
      hotel.imageCaptions.forEach((caption, index) => {
        const locale = locales[index % locales.length] as Locale;
        const svg = hotelImageSvg(hotel, index, locale);
        expectGoodSvg(svg, hotel.name[locale], `${index + 1} / ${hotel.imageCaptions.length}`);
        expect(svg).toContain(escapeXml(caption[locale]).slice(0, 8));
      });
    }
  });

  it('makes each image of a hotel distinct, and each language its own', () => {
    for (const hotel of hotels.slice(0, 20)) {
      const images = hotel.imageCaptions.map((_, index) => hotelImageSvg(hotel, index, 'en'));
      expect(new Set(images).size).toBe(images.length);
    }
    const hotel = hotels[0]!;
    const perLocale = locales.map((locale) => hotelImageSvg(hotel, 0, locale));
    expect(new Set(perLocale).size).toBe(locales.length);
    expect(hotelImageSvg(hotel, 2, 'ko')).toBe(hotelImageSvg(hotel, 2, 'ko'));
  });

  it('escapes names that contain markup characters', () => {
    const tricky: HotelSeed = { ...hotels[0]!, name: { ...hotels[0]!.name, en: 'Sakura & <Friends> "Inn"' } };
    const svg = hotelImageSvg(tricky, 0, 'en');
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('Sakura &amp; &lt;Friends&gt; &quot;Inn&quot;');
  });
});

describe('room, plan and add-on images', () => {
  it('draws every picture of every room type', () => {
    for (const room of roomTypes) {
      const hotel = hotels[room.hotelId - 1]!;
      const images = Array.from({ length: room.pictureCount }, (_, index) => roomImageSvg(hotel, room, index, 'ja'));
      images.forEach((svg, index) => expectGoodSvg(svg, hotel.name.ja, room.name.ja, `${index + 1} / ${room.pictureCount}`));
      expect(new Set(images).size).toBe(images.length);
    }
  });

  it('draws every picture of every plan', () => {
    for (const plan of plans) {
      const hotel = hotels[plan.hotelId - 1]!;
      for (let index = 0; index < plan.pictureCount; index++) {
        expectGoodSvg(planImageSvg(hotel, plan, index, 'zh-CN'), hotel.name['zh-CN'], `${index + 1} / ${plan.pictureCount}`);
      }
    }
  });

  it('draws every picture of every add-on, with its name and price', () => {
    for (const extra of extras) {
      for (let index = 0; index < extra.imageCount; index++) {
        const svg = extraImageSvg(extra, index, 'zh-TW');
        expectGoodSvg(svg, '櫻花飯店', `${index + 1} / ${extra.imageCount}`);
        expect(svg).toContain(`¥${extra.price.toLocaleString('en-US')}`);
      }
    }
  });

  it('labels in the requested language', () => {
    const room = roomTypes[0]!;
    const hotel = hotels[room.hotelId - 1]!;
    expect(roomImageSvg(hotel, room, 0, 'ko')).toContain('객실');
    expect(planImageSvg(hotel, plans[0]!, 0, 'en')).toContain('Plan');
    expect(extraImageSvg(extras[0]!, 0, 'ja')).toContain('ホテルさくら');
  });
});
