/** SPEC 7.2: ratings are shown rounded to half points on five circles. */
export const maxScore = 5;

export type CircleFill = 'full' | 'half' | 'empty';

export function roundToHalf(score: number): number {
  const clamped = Math.min(maxScore, Math.max(0, score));
  return Math.round(clamped * 2) / 2;
}

/** The five circles of a score: 3.5 is three full, one half and one empty. */
export function scoreCircles(score: number): CircleFill[] {
  const rounded = roundToHalf(score);
  return Array.from({ length: maxScore }, (_, i) => {
    if (rounded >= i + 1) return 'full';
    return rounded === i + 0.5 ? 'half' : 'empty';
  });
}
