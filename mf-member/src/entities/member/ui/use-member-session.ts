import { useUnit } from 'effector-react';
import { holdsMemberSession } from '../member-cookie';
import { $loggedOut, $memberSession, type MemberSession } from '../model';

/** Whether this browser still holds a member's session, as a page renders: no longer once the host logged them out. */
export function useHoldsMemberSession(): boolean {
  const loggedOut = useUnit($loggedOut);
  return !loggedOut && holdsMemberSession();
}

/**
 * The member session as a page shows it. A check that ended without a member while the browser keeps the member's
 * cookies means their details got no answer (the host says so, with a way to try again): they are still logged
 * in, so 'unreachable', not 'visitor'. Read as the page renders, after the host has dropped a refused session.
 */
export function useMemberSession(): MemberSession | 'unreachable' {
  const session = useUnit($memberSession);
  const holdsSession = useHoldsMemberSession();
  return session === 'visitor' && holdsSession ? 'unreachable' : session;
}
