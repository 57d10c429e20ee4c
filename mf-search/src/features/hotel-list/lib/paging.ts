/** SPEC 9: cards come in steps of 9, and more load when the end is within 300 px. */
export const pageSize = 9;
export const loadMoreMarginPx = 300;

/** How many cards show once one more step is revealed. */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(total, visible + pageSize);
}

/** Skeleton cards of the next step: as many as will come, at most a step. */
export function placeholdersFor(visible: number, total: number): number {
  return Math.max(0, Math.min(pageSize, total - visible));
}
