import type { MemberTokens } from '@hotel/contracts';
import { readStored, writeStored } from '@hotel/bus';
import { cookieNames, deleteCookie, memberCookieSeconds, readCookie, writeCookie } from './cookies';

/** SPEC 3 local storage `Authorization`: the loyalty platform's token of the signed-in member. */
const loyaltyKey = 'Authorization';


export function storeMemberTokens(tokens: MemberTokens): void {
  writeCookie(cookieNames.loginToken, tokens.accessToken, memberCookieSeconds);
  writeCookie(cookieNames.refreshToken, tokens.refreshToken, memberCookieSeconds);
  writeCookie(cookieNames.email, tokens.email, memberCookieSeconds);
  if (tokens.loyaltyToken !== undefined) writeStored(loyaltyKey, tokens.loyaltyToken ? { loyaltyToken: tokens.loyaltyToken } : null);
}

export function clearMemberTokens(): void {
  for (const name of [cookieNames.loginToken, cookieNames.refreshToken, cookieNames.email]) deleteCookie(name);
  writeStored(loyaltyKey, null);
}

export function memberEmail(): string | null {
  return readCookie(cookieNames.email);
}

export function loyaltyToken(): string | null {
  return readStored<{ loyaltyToken: string } | null>(loyaltyKey)?.loyaltyToken ?? null;
}

export function hasMemberSession(): boolean {
  return Boolean(readCookie(cookieNames.loginToken) || readCookie(cookieNames.refreshToken));
}
