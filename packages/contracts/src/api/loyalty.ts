/** Loyalty platform (SPEC 7.3): status blocks and error lists as it answers them. */

export interface LoyaltyStatus {
  success: boolean;
  code: number;
  message: string;
}

export interface LoyaltyError {
  code: number;
  message: string;
}

export interface LoyaltyIdentity {
  identifierType: 'EMAIL' | 'MOBILE';
  identifierValue: string;
  brand: string;
}

/** POST /loyalty/auth/v1/web/token/generate */
export interface GenerateTokenRequest extends LoyaltyIdentity {
  password: string;
  confirmPassword: string;
}

export interface GenerateTokenResponse {
  status: LoyaltyStatus;
  auth?: { token: string; refreshToken: string; expiresIn: number };
  user?: { sessionId: string; userRegisteredForPassword: boolean; email: string };
  errors?: LoyaltyError[];
}

/** POST /loyalty/auth/v1/web/otp/generate */
export interface GenerateOtpRequest extends LoyaltyIdentity {
  sessionId: string;
}

/** POST /loyalty/auth/v1/web/otp/validate (sign-up also sends the phone and language). */
export interface ValidateOtpRequest extends LoyaltyIdentity {
  sessionId: string;
  otp: string;
  phonePrefix?: string;
  phoneNumber?: string;
  language?: string;
}

export interface ValidateOtpResponse {
  status: LoyaltyStatus;
  auth?: { token: string; refreshToken: string; expiresIn: number };
  createdId?: number;
  errors?: LoyaltyError[];
}

/** POST /loyalty/auth/v1/web/password/validate (log in with a session from token/generate). */
export interface ValidatePasswordRequest extends LoyaltyIdentity {
  sessionId: string;
  password: string;
}

/** POST /loyalty/auth/v1/web/password/forget */
export interface ForgetPasswordRequest extends GenerateTokenRequest {
  sessionId: string;
}

/** POST /loyalty/auth/v1/web/password/change */
export interface ChangePasswordRequest extends LoyaltyIdentity {
  password: string;
  newPassword: string;
  confirmPassword: string;
  token: string;
}

/** POST /loyalty/auth/v1/web/token/regenerate */
export interface RegenerateTokenRequest extends LoyaltyIdentity {
  refreshToken: string;
}

export interface LoyaltyStatusResponse {
  status: LoyaltyStatus;
  auth?: { token: string; refreshToken: string; expiresIn: number };
  errors?: LoyaltyError[];
}

/**
 * POST /loyalty/mobile/v2/api/customer/lookup: the login drawer's "look up my account" (SPEC 2.8, SPEC 5 Look-up
 * form). One key per request: the e-mail, the mobile number (country code and number), or a loyalty id or card
 * number together with the katakana last and first names.
 */
export type AccountLookupRequest = { brand: string } & (
  | { identifierType: 'EMAIL'; identifierValue: string }
  | { identifierType: 'MOBILE'; phonePrefix: string; identifierValue: string }
  | { identifierType: 'CARD'; identifierValue: string; lastNameKana: string; firstNameKana: string }
);

/**
 * A match answers only a masked hint of the e-mail to sign in with (`t***@example.com`), never the record; no
 * match has the same shape with `matched: false`, so an answer tells nothing a hint would not.
 */
export interface AccountLookupResponse {
  status: LoyaltyStatus;
  lookup: { matched: boolean; maskedEmail: string | null };
}

/** Headers of the customer endpoints (SPEC 7.3). */
export interface CustomerHeaders {
  cap_authorization: string;
  cap_brand: string;
  cap_identifier_type: 'EMAIL';
  cap_identifier_value: string;
}

export interface CustomerField {
  name: string;
  value: string;
}

/** SPEC 3 loyalty customer (as sent on add and update). */
export interface LoyaltyCustomerPayload {
  profiles: Array<{
    firstName: string;
    lastName: string;
    identifiers: Array<{ type: 'email' | 'mobile'; value: string }>;
    fields: Record<string, string>;
  }>;
  extendedFields: Record<string, string>;
}

export interface CustomerWriteResponse {
  createdId?: number;
  warnings?: LoyaltyError[];
  errors?: LoyaltyError[];
}

export interface LoyaltyCustomer {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  external_id: string;
  registered_on: string;
  loyalty_points: number;
  current_slab: string;
  custom_fields: { field: CustomerField[] };
  extended_fields: { field: CustomerField[] };
  card_details: Array<{ card_number: string; status: 'ACTIVE' }>;
  points_summaries: { points_summary: Array<{ loyaltyPoints: number; redeemed: number; expired: number; cumulativePurchases: number }> };
}

/** GET /loyalty/mobile/v2/api/customer/getbyemail?card_details=true&points_summary=true */
export interface GetCustomerResponse {
  status: { success: boolean; code: number; message: string };
  customers: { customer: LoyaltyCustomer[] };
}

/** GET /loyalty/customer/transactions/get */
export interface CustomerTransactionsResponse {
  status: { success: boolean; code: number; message: string };
  transactions: Array<{
    id: number;
    type: 'REGULAR' | 'RETURN';
    billing_time: string;
    number: string;
    amount: number;
    points: { issued: number; redeemed: number };
    store: string;
    notes: string;
    /** SPEC 2.8 My rewards table (stays, golf, onsen, restaurants, gift_shops); null for an adjustment. */
    category: 'stays' | 'golf' | 'onsen' | 'restaurants' | 'gift_shops' | null;
    /** Nights of a stay; null otherwise. */
    nights: number | null;
  }>;
}
