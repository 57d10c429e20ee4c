import { catalogue } from '../catalogue/test-support';
import { extraImageSvg, hotelImageSvg, planImageSvg, roomImageSvg } from './index';
import { xmlProblems } from './xml-well-formed';

const { hotels, roomTypes, plans, extras } = catalogue;

/** A 940×580 drawing that stands alone: well-formed, nothing fetched, no script, no writing. */
function expectGoodSvg(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="940" height="580" viewBox="0 0 940 580"')).toBe(true);
  expect(xmlProblems(svg)).toEqual([]);
  expect(svg).not.toMatch(/(href|src)=|url\((?!#)|<script|<image|@import|<text/);
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
  it('draws every gallery image of every hotel, each one different', () => {
    for (const hotel of hotels) {
      const images = hotel.imageCaptions.map((_, index) => hotelImageSvg(hotel, index));
      images.forEach(expectGoodSvg);
      expect(new Set(images).size).toBe(images.length);
    }
  });

  it('draws what the caption says: a night view is dark, an exterior has the building', () => {
    const hotel = hotels.find((h) => h.imageCaptions.some((c) => /night/i.test(c.en)))!;
    const night = hotel.imageCaptions.findIndex((c) => /night/i.test(c.en));
    const exterior = hotel.imageCaptions.findIndex((c) => /exterior/i.test(c.en) && !/night/i.test(c.en));
    expect(hotelImageSvg(hotel, night)).not.toBe(hotelImageSvg(hotel, exterior));
    expect(hotelImageSvg(hotel, exterior)).toContain('url(#building)');
  });

  it('draws the same picture every time', () => {
    expect(hotelImageSvg(hotels[0]!, 2)).toBe(hotelImageSvg(hotels[0]!, 2));
  });
});

describe('room, plan and add-on images', () => {
  it('draws every picture of every room type, each one different', () => {
    for (const room of roomTypes) {
      const hotel = hotels[room.hotelId - 1]!;
      const images = Array.from({ length: room.pictureCount }, (_, index) => roomImageSvg(hotel, room, index));
      images.forEach(expectGoodSvg);
      expect(new Set(images).size).toBe(images.length);
    }
  });

  it('draws every picture of every plan', () => {
    for (const plan of plans) {
      const hotel = hotels[plan.hotelId - 1]!;
      for (let index = 0; index < plan.pictureCount; index++) expectGoodSvg(planImageSvg(hotel, plan, index));
    }
  });

  it('draws every picture of every add-on', () => {
    for (const extra of extras) {
      for (let index = 0; index < extra.imageCount; index++) expectGoodSvg(extraImageSvg(extra, index));
    }
  });
});
