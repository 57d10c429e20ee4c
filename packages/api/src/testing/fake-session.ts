import type { Locale, RuntimeEnv } from '@hotel/contracts';
import type { SessionAccess } from '../session/session-access';

export const testEnv: RuntimeEnv = {
  apiBase: {
    booking: 'http://sandbox.test/booking',
    content: 'http://sandbox.test/content',
    loyalty: 'http://sandbox.test/loyalty',
    postcode: 'http://sandbox.test/postcode',
    card: 'http://sandbox.test/card',
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

export interface Tokens {
  clientSession: string | null;
  accessToken: string | null;
  siteToken: string | null;
  loyaltyToken: string | null;
  locale: Locale;
}

const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), 5));

/** A host session whose renewals store a numbered new value, a little later, like a real token endpoint. */
export function fakeSession(initial: Partial<Tokens> = {}) {
  const tokens: Tokens = { clientSession: 'cs-1', accessToken: null, siteToken: 'site-1', loyaltyToken: 'loyalty-1', locale: 'ja', ...initial };
  const session = {
    tokens,
    clientSession: () => tokens.clientSession,
    renewClientSession: jest.fn(() => later(() => (tokens.clientSession = 'cs-2'))),
    siteToken: () => tokens.siteToken,
    renewSiteToken: jest.fn(() => later(() => (tokens.siteToken = 'site-2'))),
    accessToken: () => tokens.accessToken,
    refreshAccessToken: jest.fn(() => later(() => (tokens.accessToken = 'access-2'))),
    onAccessExpired: jest.fn(),
    locale: () => tokens.locale,
    loyaltyToken: () => tokens.loyaltyToken,
    renewLoyaltyToken: jest.fn(() => later(() => (tokens.loyaltyToken = 'loyalty-2'))),
  } satisfies SessionAccess & { tokens: Tokens };
  return session;
}
