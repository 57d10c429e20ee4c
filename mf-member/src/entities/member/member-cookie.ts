import { memberEmailCookie } from '@hotel/bus';

/**
 * Whether this browser still holds a member's session: the e-mail cookie the host keeps while a member is logged in
 * and drops at log-out or when the engine refuses the session (SPEC 3). Read here, not through a shared package:
 * shared packages come from the live host, which may be a release older than this remote.
 */
export function holdsMemberSession(): boolean {
  const prefix = `${memberEmailCookie}=`;
  return document.cookie.split('; ').some((part) => part.startsWith(prefix) && part.length > prefix.length);
}
