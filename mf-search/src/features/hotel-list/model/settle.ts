import { createEffect } from 'effector';

/** SPEC 4: the list's loading flag resets a while after a sort (300 ms) or a filter (200 ms) is applied. */
export const sortSettleMs = 300;
export const filterSettleMs = 200;

export function createSettleFx() {
  return createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
