export { MyBookings } from './ui/my-bookings';
