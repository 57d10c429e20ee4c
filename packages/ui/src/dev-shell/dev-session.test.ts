import type { SessionEndpoints } from '@hotel/api';
import { createDevSession } from './dev-session';

function endpoints(): SessionEndpoints & { calls: string[] } {
  const calls: string[] = [];
  let issued = 0;
  return {
    calls,
    getClientSession: async () => {
      calls.push('getClientSession');
      issued += 1;
      return { client_session: `cs-${issued}`, expires_in: 86_400 };
    },
    getAccessToken: async () => {
      calls.push('getAccesstoken');
      return { token: 'st-1', expired: '2030-01-01T00:00:00Z' };
    },
  } as SessionEndpoints & { calls: string[] };
}

describe('the dev shell session', () => {
  it('starts anonymous and keeps what the host server issues, so the next call sends it', async () => {
    const host = endpoints();
    const session = createDevSession(() => 'en', host);
    expect(session.clientSession()).toBeNull();
    await expect(session.renewClientSession()).resolves.toBe('cs-1');
    await expect(session.renewSiteToken()).resolves.toBe('st-1');
    expect([session.clientSession(), session.siteToken(), session.locale()]).toEqual(['cs-1', 'st-1', 'en']);
    expect(host.calls).toEqual(['getClientSession', 'getAccesstoken']);
  });

  it('has no member: a refresh is refused, so the client treats the member as logged out', async () => {
    const session = createDevSession(() => 'ja', endpoints());
    expect(session.accessToken()).toBeNull();
    await expect(session.refreshAccessToken()).rejects.toThrow('no member session');
  });
});
