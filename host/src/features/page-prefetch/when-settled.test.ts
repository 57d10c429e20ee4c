import { settleMs, whenSettled } from './when-settled';

describe('whenSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task once the page has been quiet for a while, not before', () => {
    const task = jest.fn();
    whenSettled(task);
    jest.advanceTimersByTime(settleMs - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when the visitor has moved on first', () => {
    const task = jest.fn();
    const cancel = whenSettled(task);
    cancel();
    jest.advanceTimersByTime(settleMs * 3);
    expect(task).not.toHaveBeenCalled();
  });
});
