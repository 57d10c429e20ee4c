import { visibleAfterShowMore } from './lib';

describe('show more reviews', () => {
  it('reveals three more at a time, never more than there are', () => {
    expect(visibleAfterShowMore(3, 12)).toBe(6);
    expect(visibleAfterShowMore(9, 11)).toBe(11);
    expect(visibleAfterShowMore(11, 11)).toBe(11);
  });
});
