import type { ExtraOrder, QuestionAnswer } from '@hotel/contracts';

/** One room's guest as typed on the guest-details page (SPEC 3 guest; kana only in Japanese). */
export interface GuestEntry {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  /** Required for the first room's guest only (SPEC 5). */
  email: string;
  phone: string;
}

export interface StayingGuestEntry {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
}

export interface ExtraEntry {
  quantity: number;
  /** `YYYY-MM-DDTHH:mm` when the extra has delivery times, else ''. */
  deliveryTime: string;
  answer: string;
}

/** The guest-details form (SPEC 2.6 step 4), kept across reloads and when going back (SPEC 3). */
export interface GuestDetailsForm {
  guests: GuestEntry[];
  /** Booking for someone else; offered only when exactly one room is booked. */
  forSomeoneElse: boolean;
  stayingGuest: StayingGuestEntry;
  /** A visitor joins the loyalty programme while booking (SPEC 3 sign-up from checkout). */
  registerAsMember: boolean;
  newsletter: boolean;
  /** Additional question id → answer text. */
  answers: Record<string, string>;
  /** Extra id → what was ordered. */
  extras: Record<string, ExtraEntry>;
  comment: string;
  policyAccepted: boolean;
}

/** What the guest-details page hands to payment: the form, for the selection it was filled for. */
export interface GuestDetailsDraft {
  /** `RoomSelection.selectedAt` of the rooms these details are for. */
  selectedAt: string;
  values: GuestDetailsForm;
  /** True once the visitor pressed "proceed to payment" with a valid form. */
  complete: boolean;
  /** Set on completion: the answers and extras as the reservation sends them (quantity 0 and empty answers dropped). */
  order: BookingOrder | null;
}

export interface BookingOrder {
  answers: QuestionAnswer[];
  extras: ExtraOrder[];
}
