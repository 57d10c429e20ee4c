import type { IsoDateTime } from './common';

/** POST /booking/client_sessions, body { key, secret } (host server only: the secret never reaches a browser). */
export interface ClientSessionRequest {
  key: string;
  secret: string;
}

export interface ClientSessionResponse {
  client_session: string;
  /** Seconds (SPEC 9: 24 hours by default). */
  expires_in: number;
}

/**
 * POST /booking/oauth/token, form-encoded.
 * - `grant_type=client_credentials&token=<loyalty token>` exchanges a loyalty login for a member access token
 *   (also POST /booking/hotels/{id}/memberships/tokens with body { token, grant_type }).
 * - `grant_type=refresh_token&refresh_token=…` refreshes it.
 */
export interface AccessTokenResponse {
  access_token: string;
  token_type: 'bearer';
  /** Seconds. */
  expires_in: number;
  refresh_token: string;
}

/** GET /content/api/core/CoreAuthentication/GenerateToken, credentials in headers (username, password, audience). */
export interface SiteTokenResponse {
  token: string;
  /** When the token stops working. */
  expired: IsoDateTime;
}
