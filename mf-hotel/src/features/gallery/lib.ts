import type { SwiperOptions } from 'swiper/types';

/** SPEC 2.5 gallery: one slide, two from 768 px, three from 2000 px. */
export const galleryBreakpoints = {
  768: { slidesPerView: 2 },
  2000: { slidesPerView: 3 },
} as const;
export const slideGap = 8;

/** SPEC 2.5 phone gallery: full screen, vertical, looping, 600 ms slides 20 px apart. */
export const fullScreenMotion = { direction: 'vertical', loop: true, speed: 600, spaceBetween: 20 } as const;

export interface SlideClasses {
  track: string;
  slide: string;
}

/** Localized texts for swiper's accessibility module (`{{index}}` and `{{slidesLength}}` are swiper's own). */
export interface GalleryA11y {
  label: string;
  carousel: string;
  slide: string;
  position: string;
}

function a11y(texts: GalleryA11y): SwiperOptions['a11y'] {
  return {
    enabled: true,
    containerMessage: texts.label,
    containerRoleDescriptionMessage: texts.carousel,
    itemRoleDescriptionMessage: texts.slide,
    slideLabelMessage: texts.position,
  };
}

export function inlineGalleryOptions(classes: SlideClasses, texts: GalleryA11y): SwiperOptions {
  return {
    slidesPerView: 1,
    spaceBetween: slideGap,
    breakpoints: galleryBreakpoints,
    wrapperClass: classes.track,
    slideClass: classes.slide,
    a11y: a11y(texts),
  };
}

export function fullScreenGalleryOptions(classes: SlideClasses, texts: GalleryA11y, initialSlide: number): SwiperOptions {
  return {
    ...fullScreenMotion,
    slidesPerView: 1,
    initialSlide,
    wrapperClass: classes.track,
    slideClass: classes.slide,
    a11y: a11y(texts),
  };
}

/** "3 / 9": the fraction pager's numbers for a looping gallery. */
export function fraction(realIndex: number, total: number): { index: number; total: number } {
  return { index: total === 0 ? 0 : (((realIndex % total) + total) % total) + 1, total };
}
