export {
  memberAreaOpened,
  memberAreaClosed,
  loadLoyaltyCustomerFx,
  $member,
  $memberLoading,
  $memberProblem,
  memberReloadRequested,
  type MemberProblem,
  $points,
  $memberSession,
  type MemberSession,
} from './model';
export { fullName, greetingName, fieldValue, type Member, type MemberNames } from './lib';
export { MemberLoadProblem } from './ui/member-load-problem';
export { useHoldsMemberSession, useMemberSession } from './ui/use-member-session';
