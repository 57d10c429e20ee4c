import type { IsoDate, IsoDateTime } from './common';

/** GET /booking/hotels/{id}/extras?q={checkin_date, checkout_date, room_plan_codes} (SPEC 3 extras item). */
export interface Extra {
  id: number;
  name: string;
  description: string;
  unit: string;
  min_unit: number;
  max_unit: number;
  prices: Array<{ date: IsoDate; price_without_tax: number }>;
  delivery_times: string[];
  delivery_times_active: boolean;
  question: string;
  question_active: boolean;
  chatbot_images_attributes: Array<{ fullSize: string }>;
}

/** What a booking sends for one extra (SPEC 3 extras parameter); quantity zero is never sent (SPEC 5). */
export interface ExtraOrder {
  extra_id: number;
  quantity: number;
  delivery_times: Array<{ delivered_at: IsoDateTime; quantity: number; price: number }>;
  answer?: string;
}

export type QuestionType = 'checkin' | 'checkout' | 'notification' | 'other';
export type AnswerType = 'text' | 'options' | 'time';

/** SPEC 3 additional question. */
export interface AdditionalQuestion {
  id: number;
  question: string;
  question_type: QuestionType;
  answer_type: AnswerType;
  /** A label containing "true" marks the question required; others may carry a hotel id or a place. */
  labels: string[];
  settings: {
    answer_length: number | null;
    /** `HH:mm`, for time answers. */
    started_at: string | null;
    ended_at: string | null;
    time_interval_value: number | null;
    answer_options: Record<string, Array<{ text: string }>>;
  };
  answer: { text: string; required: boolean } | null;
}

/** `label_filters` of the additional-question calls (SPEC 7.1). */
export type QuestionPlace = 'place_booking_process' | 'place_confirmation_screen' | 'all_users';

export interface QuestionAnswer {
  question_id: number;
  text: string;
}
