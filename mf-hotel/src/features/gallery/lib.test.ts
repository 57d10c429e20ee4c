import { fraction, fullScreenGalleryOptions, inlineGalleryOptions } from './lib';

const classes = { track: 'track', slide: 'slide' };
const texts = { label: 'Photos of Hotel Sakura Mito', carousel: 'carousel', slide: 'slide', position: '{{index}} / {{slidesLength}}' };

describe('gallery (SPEC 2.5)', () => {
  // The SPEC 2.5 slide counts and motion are checked where they matter, in what the gallery hands swiper
  // (ui/gallery.test.tsx); here, only how the options are built from the page's texts and classes.
  it('labels the carousel and its slides for screen readers, in the page language', () => {
    expect(inlineGalleryOptions(classes, texts).a11y).toMatchObject({
      enabled: true,
      containerMessage: 'Photos of Hotel Sakura Mito',
      containerRoleDescriptionMessage: 'carousel',
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} / {{slidesLength}}',
    });
  });

  it('uses the component’s own class names, so no global swiper CSS is needed', () => {
    expect(inlineGalleryOptions(classes, texts)).toMatchObject({ wrapperClass: 'track', slideClass: 'slide' });
    expect(fullScreenGalleryOptions(classes, texts, 4)).toMatchObject({ wrapperClass: 'track', slideClass: 'slide', initialSlide: 4 });
  });

  it('counts the fraction pager from 1, wrapping around the loop', () => {
    expect(fraction(0, 9)).toEqual({ index: 1, total: 9 });
    expect(fraction(8, 9)).toEqual({ index: 9, total: 9 });
    expect(fraction(9, 9)).toEqual({ index: 1, total: 9 });
    expect(fraction(-1, 9)).toEqual({ index: 9, total: 9 });
  });
});
