import { apiInstalled, type HotelApi, type SessionEndpoints } from '@hotel/api';
import { createHostSession, ensureAnonymousSession } from './host-session';

const endpoints = (): jest.Mocked<SessionEndpoints> => ({
  getClientSession: jest.fn().mockResolvedValue({ client_session: 'cs-new', expires_in: 86_400 }),
  getAccessToken: jest.fn().mockResolvedValue({ token: 'site-new', expired: '2030-01-01T00:00:00Z' }),
});

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe("the host's session (SPEC 4 Session, Token refresh)", () => {
  beforeEach(clearCookies);

  it('an anonymous visitor gets a client session and a site token from the host server', async () => {
    const server = endpoints();
    const session = createHostSession({ locale: () => 'en', endpoints: server });
    await ensureAnonymousSession(session);
    expect(server.getClientSession).toHaveBeenCalledTimes(1);
    expect(server.getAccessToken).toHaveBeenCalledTimes(1);
    await expect(session.renewClientSession()).resolves.toBe('cs-new');
  });

  it('a visitor who has both already asks for neither', async () => {
    document.cookie = 'client-session=cs-1; path=/';
    document.cookie = 'site_token=site-1; path=/';
    const server = endpoints();
    await ensureAnonymousSession(createHostSession({ locale: () => 'en', endpoints: server }));
    expect(server.getClientSession).not.toHaveBeenCalled();
    expect(server.getAccessToken).not.toHaveBeenCalled();
  });

  it('an expired access token is traded for a new one through the installed client, and kept', async () => {
    document.cookie = 'refresh_token=refresh-1; path=/';
    document.cookie = 'email=hanako%40example.jp; path=/';
    const exchangeRefreshToken = jest.fn().mockResolvedValue({ access_token: 'access-2', refresh_token: 'refresh-2' });
    apiInstalled({ booking: { exchangeRefreshToken } } as unknown as HotelApi);
    const session = createHostSession({ locale: () => 'en', endpoints: endpoints() });
    await expect(session.refreshAccessToken()).resolves.toBe('access-2');
    expect(exchangeRefreshToken).toHaveBeenCalledWith('refresh-1');
    expect(session.accessToken()).toBe('access-2');
  });

  it('without a refresh token there is nothing to trade', async () => {
    const session = createHostSession({ locale: () => 'en', endpoints: endpoints() });
    await expect(session.refreshAccessToken()).rejects.toThrow('no refresh token');
  });
});
