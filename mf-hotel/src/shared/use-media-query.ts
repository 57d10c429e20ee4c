import { useCallback, useSyncExternalStore } from 'react';

/** SPEC 9: phones are below 768 px. */
export const phoneQuery = '(max-width: 767.98px)';

/** Whether a media query matches now; re-renders when it starts or stops matching. */
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

export const useIsPhone = (): boolean => useMediaQuery(phoneQuery);
