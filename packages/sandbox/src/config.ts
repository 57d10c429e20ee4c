/** Everything the sandbox can be told from its environment; defaults are the local set-up of `npm start`. */
export interface SandboxConfig {
  port: number;
  host: string;
  /** Where browsers reach the sandbox (image and script URLs). */
  publicUrl: string;
  /** Where the site runs (links in e-mails). */
  siteUrl: string;
  brandId: number;
  /** The brand-wide hotel id member calls may go through instead of a real hotel (SPEC 9: 2851). */
  globalHotelId: number;
  /** Booking-engine client credentials (POST /booking/client_sessions). */
  clientKey: string;
  clientSecret: string;
  /** Content-API user (GenerateToken headers). */
  contentUser: { username: string; password: string; audience: string };
  loyaltyBrand: string;
  postcodeApiKey: string;
  /** The card-token service's shop key (`Multipayment.init(key)`). */
  cardShopKey: string;
  /** Lifetimes in seconds; tests shorten them to see tokens expire. */
  ttl: {
    clientSession: number;
    siteToken: number;
    accessToken: number;
    refreshToken: number;
    loyaltyToken: number;
    cardToken: number;
    otp: number;
  };
  /** How long a pay-later booking is held before it lapses (SPEC 1: 4 hours). */
  holdSeconds: number;
  /** Minimum seconds between two OTPs of one session, and how many one session may ask for. */
  otpResendSeconds: number;
  otpMaxSends: number;
  /** Failed reservation look-ups one client session (and one IP address) may make per window before 429. */
  lookupMaxFailures: number;
  lookupMaxFailuresPerIp: number;
  lookupWindowSeconds: number;
  /** The dev outbox: off under NODE_ENV=production; beyond loopback only with this token (SANDBOX_DEV_TOKEN). */
  devOutbox: { enabled: boolean; token: string | null };
}

function seconds(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function configFromEnv(env: NodeJS.ProcessEnv, port: number): SandboxConfig {
  const host = env.SANDBOX_HOST ?? '127.0.0.1';
  return {
    port,
    host,
    publicUrl: env.SANDBOX_PUBLIC_URL ?? `http://${host}:${port}`,
    siteUrl: env.SITE_URL ?? `http://127.0.0.1:${env.HOST_PORT ?? 8080}`,
    brandId: 297,
    globalHotelId: Number(env.GLOBAL_HOTEL_ID ?? 2851),
    clientKey: env.BOOKING_CLIENT_KEY ?? 'sandbox-client-key',
    clientSecret: env.BOOKING_CLIENT_SECRET ?? 'sandbox-client-secret',
    contentUser: {
      username: env.CONTENT_API_USER ?? 'sandbox-content-user',
      password: env.CONTENT_API_PASSWORD ?? 'sandbox-content-password',
      audience: env.CONTENT_API_AUDIENCE ?? 'hotel-site',
    },
    loyaltyBrand: 'SAKURA',
    postcodeApiKey: env.POSTCODE_API_KEY ?? 'sandbox-postcode-key',
    cardShopKey: env.CARD_SHOP_KEY ?? 'sandbox-shop-key',
    ttl: {
      clientSession: seconds(env.SANDBOX_CLIENT_SESSION_TTL, 24 * 3600),
      siteToken: seconds(env.SANDBOX_SITE_TOKEN_TTL, 3600),
      accessToken: seconds(env.SANDBOX_ACCESS_TOKEN_TTL, 1800),
      refreshToken: seconds(env.SANDBOX_REFRESH_TOKEN_TTL, 30 * 24 * 3600),
      loyaltyToken: seconds(env.SANDBOX_LOYALTY_TOKEN_TTL, 3600),
      cardToken: seconds(env.SANDBOX_CARD_TOKEN_TTL, 30 * 60),
      otp: seconds(env.SANDBOX_OTP_TTL, 10 * 60),
    },
    holdSeconds: seconds(env.SANDBOX_HOLD_SECONDS, 4 * 3600),
    otpResendSeconds: seconds(env.SANDBOX_OTP_RESEND_SECONDS, 60),
    otpMaxSends: seconds(env.SANDBOX_OTP_MAX_SENDS, 5),
    lookupMaxFailures: seconds(env.SANDBOX_LOOKUP_MAX_FAILURES, 10),
    lookupMaxFailuresPerIp: seconds(env.SANDBOX_LOOKUP_MAX_FAILURES_PER_IP, 100),
    lookupWindowSeconds: seconds(env.SANDBOX_LOOKUP_WINDOW_SECONDS, 15 * 60),
    devOutbox: { enabled: env.NODE_ENV !== 'production', token: env.SANDBOX_DEV_TOKEN || null },
  };
}
