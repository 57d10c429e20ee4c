import { persistAfterStart } from '@hotel/bus';
import { createStore, type StoreWritable } from 'effector';

/**
 * A store kept in this tab's session storage (reloads, back and forward), read when the app has started like
 * every persisted store; without storage the page still works, it just forgets across reloads.
 */
export function createSessionMemory<T>(key: string, initial: T, isValid: (raw: unknown) => raw is T): StoreWritable<T> {
  const $memory = createStore<T>(initial, { serialize: 'ignore' });
  persistAfterStart({ store: $memory, key, area: 'session', isValid });
  return $memory;
}

export const isPlainObject = (raw: unknown): raw is Record<string, never> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);
