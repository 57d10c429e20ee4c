export { CancelMembership } from './ui/cancel-membership';
