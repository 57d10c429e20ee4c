import { expect, type Page } from '@playwright/test';
import { accessTokenSeconds, e2ePorts, sandboxUrl } from './environment';

export interface MemberTokens {
  access_token: string;
  refresh_token: string;
}

const clientKeys = { key: 'sandbox-client-key', secret: 'sandbox-client-secret' };

/** A demo member signed in at the booking engine, as the login panel does it, with the tokens in the browser. */
export class MemberSession {
  constructor(readonly page: Page) {}

  private async clientSession(): Promise<string> {
    const answer = await this.page.request.post(`${sandboxUrl}/booking/client_sessions`, { data: clientKeys });
    return ((await answer.json()) as { client_session: string }).client_session;
  }

  async signIn(email: string, password = 'Sakura2026!'): Promise<MemberTokens> {
    const answer = await this.page.request.post(`${sandboxUrl}/booking/hotels/2851/memberships/sign_in`, {
      headers: { 'client-session': await this.clientSession() },
      data: { email, password },
    });
    expect(answer.status(), `${email} signs in`).toBe(200);
    const tokens = (await answer.json()) as MemberTokens;
    const url = `http://127.0.0.1:${e2ePorts.host}`;
    await this.page.context().addCookies([
      { name: 'login_token', value: tokens.access_token, url },
      { name: 'refresh_token', value: tokens.refresh_token, url },
      { name: 'email', value: email, url },
    ]);
    return tokens;
  }

  /** A refresh token the engine no longer accepts, as after a sign-out elsewhere. */
  async revokeRefresh(): Promise<void> {
    await this.page.context().addCookies([{ name: 'refresh_token', value: 'rt_revoked', url: `http://127.0.0.1:${e2ePorts.host}` }]);
  }

  /** The member's access token in the browser now (a page renews it when the engine refuses it). */
  async accessToken(): Promise<string | undefined> {
    return (await this.page.context().cookies()).find((cookie) => cookie.name === 'login_token')?.value;
  }

  /**
   * Until the engine refuses the browser's access token (it lives a few seconds in the journeys' sandbox); the
   * token is read when asked, as a page slower than its lifetime has already renewed the one signed in with.
   */
  async waitUntilExpired(): Promise<string> {
    const token = await this.accessToken();
    expect(token, 'the browser holds an access token').toBeTruthy();
    const headers = { 'client-session': await this.clientSession(), authorization: `Bearer ${token}` };
    const status = async () => (await this.page.request.get(`${sandboxUrl}/booking/hotels/2851/memberships/show`, { headers })).status();
    await expect.poll(status, { message: 'the access token expires', timeout: (accessTokenSeconds + 10) * 1000 }).toBe(401);
    return token as string;
  }
}
