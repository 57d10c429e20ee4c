/** The logged-in member, as far as every app needs to know (SPEC 3 User). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  points: number;
  /** Rank code (SILVER, GOLD) and its name in the page's language. */
  rank: string | null;
  rankName: string | null;
}

/** SPEC 1: yen, with a USD display option. */
export type Currency = 'JPY' | 'USD';

/** SPEC 3 recent search: what a visitor searched lately, newest first (at most 3). */
export interface RecentSearch {
  kind: 'hotel' | 'region' | 'prefecture' | 'city' | 'district';
  /** Hotel id, or the area's id. */
  id: string;
  name: string;
  /** Route keyword of a region or prefecture. */
  keyword?: string | null;
}

/** The hotel a page is about, for the header's phone link (SPEC 2.8: the hotel's own phone on hotel pages). */
export interface PageHotel {
  id: number;
  name: string;
  phone: string;
}

/** What a login hands the host to keep (SPEC 3 cookies: login token, refresh token, e-mail; the loyalty token). */
export interface MemberTokens {
  accessToken: string;
  refreshToken: string;
  email: string;
  /** The loyalty platform's tokens; null when its log-in failed, absent when the login did not ask for them. */
  loyalty?: LoyaltyTokens | null;
}

/** The loyalty platform's token for the customer calls, and the refresh token that renews it (SPEC 7.3). */
export interface LoyaltyTokens {
  token: string;
  refreshToken: string;
}
