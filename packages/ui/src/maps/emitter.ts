import type { Unsubscribe } from './types';

/** A tiny listener list for the handles' `on…` methods. */
export function createEmitter<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    on(listener: (value: T) => void): Unsubscribe {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(value: T): void {
      for (const listener of [...listeners]) listener(value);
    },
    clear(): void {
      listeners.clear();
    },
  };
}
