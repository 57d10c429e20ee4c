// Only the core and the accessibility module: navigation, paging and keys are the gallery's own controls.
export { Swiper } from 'swiper';
export { A11y } from 'swiper/modules';
