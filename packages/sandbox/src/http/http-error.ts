/** Thrown by a handler to answer with a given status and body; the router turns it into the response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

/** One problem found in a request, before it is put into a service's own error shape. */
export interface InputIssue {
  field: string;
  message: string;
}

/** Each service answers errors in its own shape (SPEC 7, 8); the router only knows these three cases. */
export interface ErrorShapes {
  invalid(issues: InputIssue[], locale: string): HttpError;
  notFound(locale: string): HttpError;
  methodNotAllowed(locale: string): HttpError;
}
