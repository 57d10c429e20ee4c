export { $guestDetails, $currentGuestDetails, guestDetailsEdited, guestDetailsCompleted, guestDetailsCleared } from './model';
export type { GuestDetailsDraft, GuestDetailsForm, GuestEntry, StayingGuestEntry, ExtraEntry, BookingOrder } from './types';
