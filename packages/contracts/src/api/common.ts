/**
 * Wire types shared by the third-party services (SPEC 7) and the sandbox that stands in for them.
 * Field names are the services' own (snake_case for the booking engine, camelCase for content/loyalty).
 */

/** The `locale` header the booking engine reads (SPEC 7: default `en`). */
export type ApiLocale = 'ja' | 'en' | 'ko' | 'zh-CN' | 'zh-TW';

/** Booking-engine error body: SPEC 8 "error detail code 1400", "first message title". */
export interface EngineErrorBody {
  errors: EngineErrorDetail[];
}

export interface EngineErrorDetail {
  /** 1000 session invalid, 1400 access token expired, 2xxx validation, 3xxx availability, 4xxx payment … */
  code: number;
  /** The human message ("message title"), in the request's locale. */
  title: string;
  /** The offending field, for validation errors. */
  field?: string;
}

export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total_count: number };
}

/** `YYYY-MM-DD`. */
export type IsoDate = string;
/** ISO 8601 date and time. */
export type IsoDateTime = string;
