import { engineErrorCodes } from '@hotel/domain';
import { type ErrorShapes, HttpError, type InputIssue } from '../http/http-error';
import { normalizeLocale } from '../i18n/locales';
import { text } from '../i18n/messages';

function describe(issues: InputIssue[]): string {
  return issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
}

/** Booking engine: `{ errors: [{ code, title, field }] }` (SPEC 8). */
export const bookingErrors: ErrorShapes = {
  invalid: (issues, locale) =>
    new HttpError(400, {
      errors: issues.map((issue) => ({
        code: engineErrorCodes.invalidParameter,
        title: `${text('invalidParameter', normalizeLocale(locale))}: ${issue.field} ${issue.message}`,
        field: issue.field,
      })),
    }),
  notFound: (locale) =>
    new HttpError(404, { errors: [{ code: engineErrorCodes.notFound, title: text('notFound', normalizeLocale(locale)) }] }),
  methodNotAllowed: (locale) =>
    new HttpError(405, { errors: [{ code: engineErrorCodes.invalidParameter, title: text('methodNotAllowed', normalizeLocale(locale)) }] }),
};

/** A booking-engine error with one code and message. */
export function engineError(status: number, code: number, title: string, field?: string): HttpError {
  return new HttpError(status, { errors: [{ code, title, ...(field ? { field } : {}) }] });
}

/** Hotel-content API: `{ succeeded: false, message, errors: [{ field, message }] }`. */
export const contentErrors: ErrorShapes = {
  invalid: (issues) => new HttpError(400, { succeeded: false, message: describe(issues), errors: issues }),
  notFound: () => new HttpError(404, { succeeded: false, message: 'Not found', errors: [] }),
  methodNotAllowed: () => new HttpError(405, { succeeded: false, message: 'Method not allowed', errors: [] }),
};

/** Loyalty platform: `{ status: { success, code, message }, errors: [{ code, message }] }` (SPEC 7.3). */
export function loyaltyError(httpStatus: number, code: number, message: string): HttpError {
  return new HttpError(httpStatus, { status: { success: false, code, message }, errors: [{ code, message }] });
}

export const loyaltyErrors: ErrorShapes = {
  invalid: (issues) => loyaltyError(400, 400, describe(issues)),
  notFound: () => loyaltyError(404, 404, 'Resource not found'),
  methodNotAllowed: () => loyaltyError(405, 405, 'Method not allowed'),
};

/** Postal codes and the dev tools: `{ message, errors }`. */
export const plainErrors: ErrorShapes = {
  invalid: (issues) => new HttpError(400, { message: describe(issues), errors: issues }),
  notFound: () => new HttpError(404, { message: 'Not found', errors: [] }),
  methodNotAllowed: () => new HttpError(405, { message: 'Method not allowed', errors: [] }),
};
