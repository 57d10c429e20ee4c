export { ConfirmationView } from './ui/confirmation-view';
