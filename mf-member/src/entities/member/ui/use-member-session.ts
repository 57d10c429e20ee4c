import { useUnit } from 'effector-react';
import { holdsMemberSession } from '../member-cookie';
import { $memberSession, type MemberSession } from '../model';

/**
 * The member session as a page shows it. A check that ended without a member while the browser keeps the member's
 * cookies means their details got no answer (the host says so, with a way to try again): they are still logged
 * in, so 'unreachable', not 'visitor'. Read as the page renders, after the host has dropped a refused session.
 */
export function useMemberSession(): MemberSession | 'unreachable' {
  const session = useUnit($memberSession);
  return session === 'visitor' && holdsMemberSession() ? 'unreachable' : session;
}
