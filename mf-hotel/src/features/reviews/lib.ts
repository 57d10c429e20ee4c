/** SPEC 2.5 reviews list: a few at first, more on request. */
export const reviewsStep = 3;

export function visibleAfterShowMore(visible: number, total: number): number {
  return Math.min(total, visible + reviewsStep);
}
