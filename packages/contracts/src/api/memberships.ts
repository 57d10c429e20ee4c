import type { IsoDate, IsoDateTime } from './common';

/** The booking engine's member record (GET …/memberships/show). */
export interface Membership {
  id: number;
  external_id: string;
  email: string;
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  phone: string;
  loyalty_points: number;
  rank: { code: string; name: string; image: string } | null;
  email_permission: boolean;
  confirmed: boolean;
  joined_at: IsoDateTime;
}

/** POST …/memberships/sign_in */
export interface SignInRequest {
  email: string;
  password: string;
}

/** POST …/memberships/sign_up (SPEC 3: the call from checkout). */
export interface SignUpRequest {
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  email: string;
  hotel_id: number;
  email_permission: boolean;
  password?: string;
}

/**
 * POST …/memberships/sign_up answers 202 with this, the same for a new and an already registered address
 * (the e-mail sent says which: the confirmation link, or "you already have an account").
 */
export interface SignUpAccepted {
  sent: true;
  email: string;
}

/** GET …/memberships/point */
export interface PointBalance {
  points: number;
  /** Points that lapse at the end of the period, if any. */
  expiring_points: number;
  expiring_at: IsoDate | null;
}

/** GET …/memberships/point_histories */
export interface PointHistoryEntry {
  id: number;
  date: IsoDate;
  description: string;
  reservation_number: string | null;
  points: number;
  kind: 'earned' | 'spent' | 'refunded' | 'adjusted';
  /** SPEC 2.8 My rewards table the entry belongs to; null for an adjustment that belongs to none. */
  category: PointCategory | null;
  /** The hotel (stays) or the place (golf course, onsen, restaurant, shop). */
  hotel_name: string | null;
  /** Nights of the stay; null for anything but stays. */
  nights: number | null;
  /** Yen paid after points; null when the entry has no purchase behind it. */
  amount_paid: number | null;
}

/** The five tables of SPEC 2.8 My rewards. */
export type PointCategory = 'stays' | 'golf' | 'onsen' | 'restaurants' | 'gift_shops';

/** GET …/memberships/credit_cards */
export interface StoredCard {
  id: number;
  masked_card_no: string;
  expire: string;
  holder_name: string;
}

/** GET …/memberships/confirm?confirmation_token=&program_id=&hotel_id= */
export interface MembershipConfirmation {
  confirmed: true;
  access_token: string;
  refresh_token: string;
  expires_in: number;
  membership: Membership;
}
