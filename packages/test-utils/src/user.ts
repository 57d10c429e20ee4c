import { act } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeTimersAreOn } from './fake-time';

/**
 * A visitor acting through user-event. Each action runs inside an awaited act: a click that makes a component
 * suspend (React 19 `use`) is resumed when its promise settles, instead of React's "suspended inside an act
 * scope that was not awaited". On jest's fake clock, user-event's pauses advance that clock.
 */
export function createUser(): UserEvent {
  // No pause between keystrokes: typing a word is not a test of the clock, and each pause is a real task.
  const user = userEvent.setup(fakeTimersAreOn() ? { advanceTimers: jest.advanceTimersByTime } : { delay: null });
  return new Proxy(user, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'setup') return value;
      return (...args: unknown[]) => act(async () => value.apply(target, args));
    },
  });
}
