export { hotelImageSvg } from './hotel-image';
export { roomImageSvg } from './room-image';
export { planImageSvg } from './plan-image';
export { extraImageSvg } from './extra-image';
