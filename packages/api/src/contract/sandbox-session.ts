import type { Locale, OutboxMessage, RuntimeEnv } from '@hotel/contracts';
import { type RunningSandbox, startSandbox } from '@hotel/sandbox';
import { createApi } from '../create-api';
import { createResponseCache } from '../cache/response-cache';
import { createMemoryStore } from '../cache/memory-store';
import type { SessionAccess } from '../session/session-access';

/**
 * The host's part, played against a real sandbox: it holds the key, secret and content user the way the
 * host server does, so the client under test sees exactly what a browser would.
 */
export function sandboxSession(sandbox: RunningSandbox) {
  const state = {
    clientSession: null as string | null,
    siteToken: null as string | null,
    accessToken: null as string | null,
    refreshToken: null as string | null,
    loyaltyToken: null as string | null,
    locale: 'ja' as Locale,
    expiredCalls: 0,
  };
  const post = async (path: string, init: RequestInit) => (await fetch(`${sandbox.url}${path}`, { method: 'POST', ...init })).json();
  const session: SessionAccess = {
    clientSession: () => state.clientSession,
    renewClientSession: async () => {
      const { config } = sandbox;
      const body = await post('/booking/client_sessions', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: config.clientKey, secret: config.clientSecret }),
      });
      return (state.clientSession = body.client_session as string);
    },
    siteToken: () => state.siteToken,
    renewSiteToken: async () => {
      const user = sandbox.config.contentUser;
      const response = await fetch(`${sandbox.url}/content/api/core/CoreAuthentication/GenerateToken`, {
        headers: { username: user.username, password: user.password, audience: user.audience },
      });
      return (state.siteToken = ((await response.json()) as { token: string }).token);
    },
    accessToken: () => state.accessToken,
    refreshAccessToken: async () => {
      if (!state.refreshToken) throw new Error('no refresh token');
      const body = await post('/booking/oauth/token', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: state.refreshToken }).toString(),
      });
      if (!body.access_token) throw new Error('refresh failed');
      state.refreshToken = body.refresh_token as string;
      return (state.accessToken = body.access_token as string);
    },
    onAccessExpired: () => {
      state.expiredCalls += 1;
      state.accessToken = null;
    },
    locale: () => state.locale,
    loyaltyToken: () => state.loyaltyToken,
    renewLoyaltyToken: async () => {
      throw new Error('the loyalty token is renewed by logging in again');
    },
  };
  return { session, state };
}

export function envOf(sandbox: RunningSandbox): RuntimeEnv {
  return {
    apiBase: {
      booking: `${sandbox.url}/booking`,
      content: `${sandbox.url}/content`,
      loyalty: `${sandbox.url}/loyalty`,
      postcode: `${sandbox.url}/postcode`,
      card: `${sandbox.url}/card`,
    },
    brandId: 297,
    globalHotelId: 2851,
    defaultLocale: 'ja',
    mapsApiKey: null,
    baiduMapsKey: null,
    cardShopKey: 'sandbox-shop-key',
    usdPerYen: 0.0066,
    remoteLoadDeadlineMs: 1800,
    features: {},
  };
}

/** A seeded in-memory sandbox and a client wired to it. */
export async function startContract(env: Record<string, string> = {}) {
  const sandbox = await startSandbox({ port: 0, dataDir: null, env: { ...process.env, ...env } });
  const { session, state } = sandboxSession(sandbox);
  const api = createApi(envOf(sandbox), session, {
    cache: createResponseCache(createMemoryStore()),
    postcodeApiKey: sandbox.config.postcodeApiKey,
    cardShopKey: sandbox.config.cardShopKey,
  });
  const outbox = async (to: string, kind: OutboxMessage['kind']): Promise<OutboxMessage[]> => {
    const response = await fetch(`${sandbox.url}/dev/outbox?${new URLSearchParams({ to, kind })}`);
    return ((await response.json()) as { data: OutboxMessage[] }).data;
  };
  return { sandbox, api, state, outbox };
}

export const locales: Locale[] = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];

/** A date `days` from today, YYYY-MM-DD. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
