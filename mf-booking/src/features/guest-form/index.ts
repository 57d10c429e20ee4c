export { GuestDetailView } from './ui/guest-detail-view';
