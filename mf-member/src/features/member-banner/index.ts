export { MemberBanner } from './member-banner';
export { MemberGreeting } from './ui/member-greeting';
