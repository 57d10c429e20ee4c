import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import { type ErrorShapes, HttpError, type InputIssue } from './http-error';
import { jsonIssue } from './input-guard';

export interface RequestContext {
  method: string;
  pathname: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The caller's IP address (per-client limits). */
  remoteAddress: string;
  /** The raw body (at most 1 MB), already read. */
  rawBody: string;
  errors: ErrorShapes;
  /** A header's value, trimmed; the first one when repeated. */
  header(name: string): string | undefined;
  /** The interface language this request asks for (`locale` header, or a service's own field). */
  locale: string;
  /** Parses and validates the JSON body; a bad body answers 400 in the service's shape. */
  json<S extends z.ZodType>(schema: S): z.infer<S>;
  /** Parses and validates an `application/x-www-form-urlencoded` body. */
  form<S extends z.ZodType>(schema: S): z.infer<S>;
  /** Validates a plain object built from the URL (query parameters, a JSON-encoded `q=`). */
  input<S extends z.ZodType>(schema: S, value: unknown): z.infer<S>;
  /** The JSON-encoded `q=` query parameter the booking engine takes, validated. */
  q<S extends z.ZodType>(schema: S): z.infer<S>;
}

export function issuesOf(error: z.ZodError): InputIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '(body)', message: issue.message }));
}

export function validate<S extends z.ZodType>(schema: S, value: unknown, errors: ErrorShapes, locale: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw errors.invalid(issuesOf(result.error), locale);
  return result.data;
}

/** A parsed value whose every string a text column can store (no NUL, no lone surrogate), else 400. */
export function checkedText<T>(value: T, errors: ErrorShapes, locale: string, field = '(body)'): T {
  const issue = jsonIssue(value);
  if (!issue) return value;
  const at = field === '(body)' ? issue.field : issue.field === '(body)' ? field : `${field}.${issue.field}`;
  throw errors.invalid([{ field: at, message: issue.message }], locale);
}

export function parseJsonText(text: string, errors: ErrorShapes, locale: string, field: string): unknown {
  if (text.trim() === '') throw errors.invalid([{ field, message: 'is required' }], locale);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalid([{ field, message: 'is not valid JSON' }], locale);
  }
  return checkedText(value, errors, locale, field);
}

export function assertHttp(condition: unknown, error: () => HttpError): asserts condition {
  if (!condition) throw error();
}
