import { firstPaintLeadKey, type LoyaltyTokens, type MemberTokens } from '@hotel/contracts';
import { readStored, writeStored } from '@hotel/bus';
import { cookieNames, deleteCookie, memberCookieSeconds, readCookie, writeCookie } from './cookies';

/** SPEC 3 local storage `Authorization`: the loyalty platform's token of the signed-in member, and its refresh. */
const loyaltyKey = 'Authorization';

interface StoredLoyalty {
  loyaltyToken: string;
  /** Absent in what a site before the refresh kept: that token lives until it expires, then a log-in renews it. */
  loyaltyRefreshToken?: string;
}

function readLoyalty(): StoredLoyalty | null {
  return readStored<StoredLoyalty | null>(loyaltyKey);
}

export function storeLoyaltyTokens(tokens: LoyaltyTokens | null): void {
  const stored: StoredLoyalty | null = tokens ? { loyaltyToken: tokens.token, loyaltyRefreshToken: tokens.refreshToken } : null;
  writeStored(loyaltyKey, stored);
}

export function storeMemberTokens(tokens: MemberTokens): void {
  writeCookie(cookieNames.loginToken, tokens.accessToken, memberCookieSeconds);
  writeCookie(cookieNames.refreshToken, tokens.refreshToken, memberCookieSeconds);
  writeCookie(cookieNames.email, tokens.email, memberCookieSeconds);
  if (tokens.loyalty !== undefined) storeLoyaltyTokens(tokens.loyalty);
}

export function clearMemberTokens(): void {
  for (const name of [cookieNames.loginToken, cookieNames.refreshToken, cookieNames.email]) deleteCookie(name);
  writeStored(loyaltyKey, null);
  // A member page's first-paint line may hold the member's name: it goes with their session.
  writeStored(firstPaintLeadKey, null);
}

export function memberEmail(): string | null {
  return readCookie(cookieNames.email);
}

export function loyaltyToken(): string | null {
  return readLoyalty()?.loyaltyToken ?? null;
}

export function loyaltyRefreshToken(): string | null {
  return readLoyalty()?.loyaltyRefreshToken ?? null;
}

export function hasMemberSession(): boolean {
  return Boolean(readCookie(cookieNames.loginToken) || readCookie(cookieNames.refreshToken));
}
