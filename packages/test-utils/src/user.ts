import { act, configure, getConfig } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeTimersAreOn } from './fake-time';

/**
 * One user action inside one awaited act. Testing Library runs user-event's actions outside the act environment
 * and each event in a synchronous act; a click that makes a component suspend (React 19 `use`) then never
 * resumes ("suspended inside an act scope that was not awaited"). Here the whole action is one awaited act.
 */
async function inAct<T>(action: () => Promise<T>): Promise<T> {
  const { asyncWrapper } = getConfig();
  configure({ asyncWrapper: (run) => run() });
  try {
    return await act(action);
  } finally {
    configure({ asyncWrapper });
  }
}

/** A visitor acting through user-event; on jest's fake clock, user-event's pauses advance that clock. */
export function createUser(): UserEvent {
  // No pause between keystrokes: typing a word is not a test of the clock, and each pause is a real task.
  const user = userEvent.setup(fakeTimersAreOn() ? { advanceTimers: jest.advanceTimersByTime } : { delay: null });
  return new Proxy(user, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'setup') return value;
      return (...args: unknown[]) => inAct(() => value.apply(target, args));
    },
  });
}
