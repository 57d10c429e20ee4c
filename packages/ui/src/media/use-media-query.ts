import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from './breakpoints';

/** Whether a media query matches now; re-renders when it starts or stops matching (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export const useIsPhone = (): boolean => useMediaQuery(breakpoints.phone);
