import { isNoAnswer } from '../errors/api-error';
import { createCredential, type Credential } from './credential';
import type { SessionAccess } from './session-access';

export interface SessionCredentials {
  clientSession: Credential;
  accessToken: Credential;
  siteToken: Credential;
  loyaltyToken: Credential;
}

/** The session's tokens, each renewed at most once at a time however many calls were rejected together. */
export function sessionCredentials(session: SessionAccess): SessionCredentials {
  const refreshAccess = () =>
    session.refreshAccessToken().catch((error: unknown) => {
      // Once per refused refresh, not once per waiting call: one logout, one expired-token modal. A refresh that
      // got no answer (offline, or the page was left while it was on its way) keeps the tokens for the next try.
      if (!isNoAnswer(error)) session.onAccessExpired();
      throw error;
    });
  return {
    clientSession: createCredential(() => session.clientSession(), () => session.renewClientSession()),
    accessToken: createCredential(() => session.accessToken(), refreshAccess),
    siteToken: createCredential(() => session.siteToken(), () => session.renewSiteToken()),
    loyaltyToken: createCredential(() => session.loyaltyToken(), () => session.renewLoyaltyToken()),
  };
}
