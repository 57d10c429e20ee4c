export {
  memberAreaOpened,
  memberAreaClosed,
  loadLoyaltyCustomerFx,
  $member,
  $memberLoading,
  $memberFailed,
  $points,
  $memberSession,
  type MemberSession,
} from './model';
export { fullName, greetingName, fieldValue, type Member, type MemberNames } from './lib';
