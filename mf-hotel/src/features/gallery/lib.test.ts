import { fraction, fullScreenGalleryOptions, inlineGalleryOptions } from './lib';

const classes = { track: 'track', slide: 'slide' };
const texts = { label: 'Photos of Hotel Sakura Mito', carousel: 'carousel', slide: 'slide', position: '{{index}} / {{slidesLength}}' };

describe('gallery (SPEC 2.5)', () => {
  it('shows one slide, two from 768 px and three from 2000 px', () => {
    const options = inlineGalleryOptions(classes, texts);
    expect(options.slidesPerView).toBe(1);
    expect(options.breakpoints).toEqual({ 768: { slidesPerView: 2 }, 2000: { slidesPerView: 3 } });
  });

  it('opens full screen on phones as a vertical loop, 600 ms per slide, 20 px apart, at the tapped photo', () => {
    expect(fullScreenGalleryOptions(classes, texts, 4)).toMatchObject({
      direction: 'vertical',
      loop: true,
      speed: 600,
      spaceBetween: 20,
      slidesPerView: 1,
      initialSlide: 4,
    });
  });

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
  });

  it('counts the fraction pager from 1, wrapping around the loop', () => {
    expect(fraction(0, 9)).toEqual({ index: 1, total: 9 });
    expect(fraction(8, 9)).toEqual({ index: 9, total: 9 });
    expect(fraction(9, 9)).toEqual({ index: 1, total: 9 });
    expect(fraction(-1, 9)).toEqual({ index: 9, total: 9 });
  });
});
