import type { KyInstance } from 'ky';
import type { Channel } from '../http/channel';
import type { SessionCredentials } from '../session/session-credentials';

/** SPEC 7.2 / 8: the site token as a bearer; a 401 gets a new site token and one retry. */
export function contentChannel(http: KyInstance, credentials: SessionCredentials): Channel<'siteToken'> {
  return {
    service: 'content',
    http,
    credentials: { siteToken: credentials.siteToken },
    headers: ({ siteToken }): Record<string, string> => (siteToken ? { Authorization: `Bearer ${siteToken}` } : {}),
    recoveryFor: (error) => (error.status === 401 ? 'siteToken' : null),
  };
}
