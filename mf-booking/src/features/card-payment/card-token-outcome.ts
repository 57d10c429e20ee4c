import type { CardTokenResult } from '@hotel/contracts';

/** A token to charge once, or the SPEC 8 card token code that says why there is none. */
export type CardTokenOutcome = { token: string; maskedCardNo: string } | { problem: string };

/** The code of a provider fault (SPEC 8: "system error inside multi-payment"). */
const systemError = '901';

/** SPEC 8: code 0 (`000`) is success; any other code is shown to the visitor as text. */
export function cardTokenOutcome(result: CardTokenResult): CardTokenOutcome {
  const succeeded = Number(result.resultCode) === 0;
  if (!succeeded) return { problem: result.resultCode };
  // A success without a token cannot be charged: the provider failed, whatever its code says.
  if (!result.tokenObject?.token) return { problem: systemError };
  return { token: result.tokenObject.token, maskedCardNo: result.tokenObject.maskedCardNo };
}
