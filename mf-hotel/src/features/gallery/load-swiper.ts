/** Swiper and its accessibility module, fetched only when a gallery is drawn (one chunk for both galleries). */
export const loadSwiper = () =>
  import(/* webpackChunkName: "gallery-swiper" */ './swiper-chunk').then(({ Swiper, A11y }) => ({ Swiper, A11y }));
