export { mapsSiteUrl } from './lib';
export { FindUs } from './ui/find-us';
export { HotelMap } from './ui/hotel-map';
export { MapUnavailable } from './ui/map-unavailable';
