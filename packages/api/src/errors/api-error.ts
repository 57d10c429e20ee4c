/** Which outside service a failure came from; `session` is the host's own token endpoints. */
export type ApiService = 'booking' | 'content' | 'loyalty' | 'postcode' | 'card' | 'session';

export interface ApiErrorInit {
  service: ApiService;
  /** HTTP status, or 0 when no answer came (network failure, timeout, script not loaded). */
  status: number;
  /** The service's own error code: booking `errors[0].code`, loyalty `errors[0].code` or `status.code`. */
  code: number | null;
  /** Human messages in the order the service gave them (booking titles, loyalty and content messages). */
  messages: string[];
  /** The parsed error body, for the rare caller that needs more than code and messages. */
  body?: unknown;
  cause?: unknown;
}

/**
 * The one error every `@hotel/api` call rejects with (STYLE 12: errors are values at the API boundary).
 * The UI turns it into the messages of SPEC 8, usually through `title` ("the first message title").
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly service: ApiService;
  readonly status: number;
  readonly code: number | null;
  readonly messages: readonly string[];
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.messages[0] ?? fallbackMessage(init.service, init.status), { cause: init.cause });
    this.service = init.service;
    this.status = init.status;
    this.code = init.code;
    this.messages = init.messages;
    this.body = init.body ?? null;
  }

  /** The first message, as SPEC 8 shows it ("the first message title"). */
  get title(): string {
    return this.messages[0] ?? this.message;
  }
}

function fallbackMessage(service: ApiService, status: number): string {
  return status === 0 ? `${service}: no answer` : `${service}: HTTP ${status}`;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A call that got no answer (offline, timed out, or the page left while it was on its way): not a refusal. */
export function isNoAnswer(value: unknown): value is ApiError {
  return isApiError(value) && value.status === 0;
}
