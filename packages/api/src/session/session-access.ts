import type { Locale } from '@hotel/contracts';

/**
 * What the client needs from the host's session (SPEC 4 "Session", "Token refresh"). The host implements it
 * over its cookies and its own endpoints; `@hotel/api` never stores a token itself.
 * Every `renew*`/`refresh*` resolves with the new value, already stored so the getter returns it from now on.
 */
export interface SessionAccess {
  /** Booking-engine `client-session` header. */
  clientSession(): string | null;
  renewClientSession(): Promise<string>;
  /** Hotel-content site token (the "dev token"). */
  siteToken(): string | null;
  renewSiteToken(): Promise<string>;
  /** A member's booking-engine access token. */
  accessToken(): string | null;
  /** Rejects when there is no refresh token or the exchange fails. */
  refreshAccessToken(): Promise<string>;
  /** The refresh failed: log the member out and open the expired-token modal. */
  onAccessExpired(): void;
  locale(): Locale;
  /** The loyalty platform's token (`cap_authorization`). */
  loyaltyToken(): string | null;
  renewLoyaltyToken(): Promise<string>;
}
