export { MemberConfirmation } from './ui/member-confirmation';
