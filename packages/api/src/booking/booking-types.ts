import type { IsoDate, QuestionPlace } from '@hotel/contracts';
import type { ShareAnswer } from '../cache/shared-answers';
import type { Send } from '../http/call';

/** A hotel's numeric id (the engine also accepts its code). */
export type HotelRef = number | string;

/** What every booking-engine call file needs. */
export interface BookingContext {
  send: Send;
  /** The brand of `hotel_brands/{brand}` calls (`/env.json` brandId, SPEC 9: 297). */
  brandId: number;
  /** One answer for all who ask the same of a call whose answer rarely changes (in the page's language). */
  share: ShareAnswer;
}

/** GET hotels/{id}/rooms/availability. */
export interface AvailabilityQuery {
  start_date: IsoDate;
  end_date: IsoDate;
  room_plan_code: string;
  adults: number;
  nights: number;
  children: number;
}

/** GET hotel_brands/{brand}/inventory: two months from `year_month` (YYYY-MM). */
export interface BrandInventoryQuery {
  year_month: string;
  adults: number;
  children: number;
  nights: number;
  hotel_ids: number[];
}

/** GET hotels/{id}/extras. */
export interface ExtrasQuery {
  checkin_date: IsoDate;
  checkout_date: IsoDate;
  room_plan_codes: string[];
}

export interface QuestionsQuery {
  label_filters: QuestionPlace[];
}

/** Which reservation, and how the visitor proves it is theirs (e-mail and bypass token, or a member's bearer). */
export interface ReservationRef {
  hotelId: HotelRef;
  reservationNumber: string;
  email?: string;
  bypassToken?: string;
}

/** PUT hotels/{id}/memberships/update_password. */
export interface UpdatePasswordRequest {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}

/** GET hotels/{id}/memberships/confirm (the e-mailed link's query). */
export interface ConfirmMembershipQuery {
  confirmation_token: string;
  program_id: string;
}
