export { NearbyHotels } from './ui/nearby-hotels';
