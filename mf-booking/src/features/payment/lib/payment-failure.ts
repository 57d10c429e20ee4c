import { isApiError } from '@hotel/api';
import { engineErrorCodes } from '@hotel/domain';

/** What went wrong with a booking attempt, as the page explains it (SPEC 8, the engine's codes). */
export type PaymentFailure =
  | { kind: 'soldOut' }
  | { kind: 'priceChanged'; title: string }
  | { kind: 'capacity' }
  | { kind: 'membersOnly' }
  | { kind: 'cardDeclined'; code: number }
  | { kind: 'cardToken'; code: string }
  | { kind: 'notEnoughPoints' }
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'tooManyAttempts' }
  | { kind: 'network' }
  | { kind: 'other'; title: string };

const byCode: Partial<Record<number, PaymentFailure>> = {
  [engineErrorCodes.soldOut]: { kind: 'soldOut' },
  [engineErrorCodes.capacityExceeded]: { kind: 'capacity' },
  [engineErrorCodes.tooManyRooms]: { kind: 'capacity' },
  [engineErrorCodes.membersOnly]: { kind: 'membersOnly' },
  [engineErrorCodes.notEnoughPoints]: { kind: 'notEnoughPoints' },
  [engineErrorCodes.tooManyAttempts]: { kind: 'tooManyAttempts' },
};

export function paymentFailureOf(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { kind: 'other', title: String(error) };
  if (error.status === 0) return { kind: 'network' };
  const code = error.code ?? 0;
  const known = byCode[code];
  if (known) return known;
  if (code === engineErrorCodes.priceChanged) return { kind: 'priceChanged', title: error.title };
  if (code >= engineErrorCodes.cardDeclined && code <= engineErrorCodes.cardTokenInvalid) return { kind: 'cardDeclined', code };
  if (code === engineErrorCodes.invalidParameter) return { kind: 'invalid', messages: [...error.messages] };
  return { kind: 'other', title: error.title };
}

/** Only an attempt that got no answer may have booked unseen: it is the one to send again as it was. */
export function mayRetryAsSent(failure: PaymentFailure): boolean {
  return failure.kind === 'network';
}
