import { createSessionEndpoints, type SessionAccess, type SessionEndpoints } from '@hotel/api';
import type { Locale } from '@hotel/contracts';
import { sessionExpired } from '@hotel/bus';

const noMemberSession = () => Promise.reject(new Error('the dev shell has no member session: log in on the site'));

/**
 * The anonymous session of a remote shown alone: a client session and a site token from the host server's
 * secret-holding endpoints (proxied by the dev server), kept for the page's life. Members log in on the site.
 */
export function createDevSession(locale: () => Locale, endpoints: SessionEndpoints = createSessionEndpoints()): SessionAccess {
  let clientSession: string | null = null;
  let siteToken: string | null = null;
  return {
    clientSession: () => clientSession,
    renewClientSession: async () => (clientSession = (await endpoints.getClientSession()).client_session),
    siteToken: () => siteToken,
    renewSiteToken: async () => (siteToken = (await endpoints.getAccessToken()).token),
    accessToken: () => null,
    refreshAccessToken: noMemberSession,
    onAccessExpired: () => sessionExpired(),
    locale,
    loyaltyToken: () => null,
    renewLoyaltyToken: noMemberSession,
  };
}
