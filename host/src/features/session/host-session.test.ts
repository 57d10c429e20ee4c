import { ApiError, apiInstalled, type HotelApi, type SessionEndpoints } from '@hotel/api';
import { createHostSession, ensureAnonymousSession } from './host-session';
import { loyaltyToken, storeMemberTokens } from './member-tokens';

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

describe("the member's loyalty token, which lives an hour (SPEC 7.3 token/regenerate)", () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });

  const signedIn = (loyalty: { token: string; refreshToken: string } | null) =>
    storeMemberTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', email: 'hanako@example.jp', loyalty });

  function loyaltyApi(regenerateToken: jest.Mock) {
    apiInstalled({ loyalty: { regenerateToken } } as unknown as HotelApi);
    return createHostSession({ locale: () => 'en', endpoints: endpoints() });
  }

  it('is renewed with the refresh token the log-in kept, and both new tokens are kept', async () => {
    signedIn({ token: 'loyalty-1', refreshToken: 'loyalty-refresh-1' });
    const regenerateToken = jest.fn().mockResolvedValue({ status: { success: true }, auth: { token: 'loyalty-2', refreshToken: 'loyalty-refresh-2', expiresIn: 3600 } });
    const session = loyaltyApi(regenerateToken);
    await expect(session.renewLoyaltyToken()).resolves.toBe('loyalty-2');
    expect(regenerateToken).toHaveBeenCalledWith({ identifierType: 'EMAIL', identifierValue: 'hanako@example.jp', refreshToken: 'loyalty-refresh-1' });
    expect(session.loyaltyToken()).toBe('loyalty-2');
    regenerateToken.mockClear();
    await session.renewLoyaltyToken();
    expect(regenerateToken).toHaveBeenCalledWith(expect.objectContaining({ refreshToken: 'loyalty-refresh-2' }));
  });

  it('cannot be renewed for a member signed in without one (the e-mail confirmation link): they log in again', async () => {
    signedIn(null);
    const regenerateToken = jest.fn();
    await expect(loyaltyApi(regenerateToken).renewLoyaltyToken()).rejects.toThrow('log');
    expect(regenerateToken).not.toHaveBeenCalled();
  });

  it('forgets a refresh token the platform refused, but keeps it when the network failed', async () => {
    signedIn({ token: 'loyalty-1', refreshToken: 'loyalty-refresh-1' });
    const offline = new ApiError({ service: 'loyalty', status: 0, code: null, messages: [] });
    const regenerateToken = jest.fn().mockRejectedValueOnce(offline);
    const session = loyaltyApi(regenerateToken);
    await expect(session.renewLoyaltyToken()).rejects.toBe(offline);
    expect(loyaltyToken()).toBe('loyalty-1');
    const refused = new ApiError({ service: 'loyalty', status: 401, code: 401, messages: ['The refresh token is invalid'] });
    regenerateToken.mockRejectedValueOnce(refused);
    await expect(session.renewLoyaltyToken()).rejects.toBe(refused);
    expect(loyaltyToken()).toBeNull();
  });
});
