export { CancelBookingPage } from './ui/cancel-booking-page';
