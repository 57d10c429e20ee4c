export type SearchParamValue = string | number | boolean | undefined;

/** One HTTP call, relative to a service's base URL (no leading slash). */
export interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  searchParams?: Record<string, SearchParamValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  /** Headers of this call only (on top of the service's own). */
  headers?: Record<string, string>;
}

/** The booking engine's `q=` parameter: a JSON-encoded query object. */
export function q(query: unknown): string {
  return JSON.stringify(query);
}

/** Sends calls to one service with its headers and recovery rules; answers are parsed JSON (undefined when empty). */
export type Send = <T>(call: Call) => Promise<T>;
