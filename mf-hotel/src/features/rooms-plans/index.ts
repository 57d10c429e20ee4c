export { RoomsAndPlansSection } from './rooms-plans-section';
