import type { LoyaltyError, LoyaltyStatus } from '@hotel/contracts';
import { ApiError } from './api-error';
import { loyaltyDetails } from './error-body';

interface LoyaltyAnswer {
  status?: Partial<LoyaltyStatus>;
  errors?: LoyaltyError[];
  createdId?: number;
}

function failed(answer: LoyaltyAnswer): boolean {
  if (answer.status) return answer.status.success === false;
  // Customer writes have no status block: SPEC 7.3 "success when createdId and no errors".
  return (answer.errors?.length ?? 0) > 0 || answer.createdId === undefined;
}

/**
 * The loyalty platform answers many failures with HTTP 200 and `status.success: false`; those are not thrown
 * (SPEC 8: the UI shows `status.message`). This turns such an answer into an ApiError for callers that want one,
 * or null when the answer is a success.
 */
export function loyaltyFailure(answer: LoyaltyAnswer): ApiError | null {
  if (!failed(answer)) return null;
  const { code, messages } = loyaltyDetails({ status: answer.status, errors: answer.errors });
  return new ApiError({ service: 'loyalty', status: 200, code, messages, body: answer });
}
