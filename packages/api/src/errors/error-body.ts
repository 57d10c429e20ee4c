import type { ApiService } from './api-error';

/** What an error body says, whatever the service's shape. */
export interface ErrorDetails {
  code: number | null;
  messages: string[];
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(record).filter((item): item is Json => item !== null) : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function texts(values: unknown[]): string[] {
  return values.map(text).filter((value): value is string => value !== null);
}

/** Booking engine: `{ errors: [{ code, title, field? }] }`. */
function bookingDetails(body: Json): ErrorDetails {
  const errors = list(body.errors);
  return { code: number(errors[0]?.code), messages: texts(errors.map((error) => error.title)) };
}

/** Loyalty: `{ status: { success, code, message }, errors: [{ code, message }] }`; the errors are the more specific. */
export function loyaltyDetails(body: Json): ErrorDetails {
  const errors = list(body.errors);
  const status = record(body.status);
  const messages = texts(errors.map((error) => error.message));
  return {
    code: number(errors[0]?.code) ?? number(status?.code),
    messages: messages.length > 0 ? messages : texts([status?.message]),
  };
}

/** Content: `{ succeeded: false, message, errors: [{ field, message }] }`. */
function contentDetails(body: Json): ErrorDetails {
  const message = texts([body.message]);
  return { code: null, messages: message.length > 0 ? message : texts(list(body.errors).map((error) => error.message)) };
}

/** Postal codes, the card service and the host's endpoints: `{ message }` or `{ error }`. */
function plainDetails(body: Json): ErrorDetails {
  return { code: null, messages: texts([body.message ?? body.error]) };
}

const detailsByService: Record<ApiService, (body: Json) => ErrorDetails> = {
  booking: bookingDetails,
  loyalty: loyaltyDetails,
  content: contentDetails,
  postcode: plainDetails,
  card: plainDetails,
  session: plainDetails,
};

/** Reads an error body in the service's own shape; an unknown shape still yields its `message` or `error`. */
export function errorDetails(service: ApiService, body: unknown): ErrorDetails {
  const json = record(body);
  if (!json) return { code: null, messages: texts([body]) };
  const details = detailsByService[service](json);
  return details.messages.length > 0 ? details : { ...details, messages: plainDetails(json).messages };
}
