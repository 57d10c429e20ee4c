import { roundToHalf, scoreCircles } from './score';

describe('review score (SPEC 7.2: rounded to 0.5, five circles)', () => {
  it.each([
    [4.24, 4],
    [4.25, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [3.5, 3.5],
    [0.2, 0],
    [7, 5],
    [-1, 0],
  ])('rounds %d to %d', (score, rounded) => {
    expect(roundToHalf(score)).toBe(rounded);
  });

  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.5, ['full', 'full', 'full', 'full', 'half']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [3.3, ['full', 'full', 'full', 'half', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('draws %d as %j', (score, circles) => {
    expect(scoreCircles(score)).toEqual(circles);
  });
});
