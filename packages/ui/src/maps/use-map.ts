import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapHandle, MapOptions, MapSetup } from './types';

export type MapStatus = 'loading' | 'ready' | 'failed';

export interface UseMap {
  /** Put on the element the map draws into. */
  containerRef: (element: HTMLElement | null) => void;
  status: MapStatus;
  /** The live map once `status` is ready. */
  map: MapHandle | null;
  /** Tries again after a failed load. */
  retry: () => void;
}

/**
 * One map's life in a React component: created when its container mounts (with the options of that
 * moment), destroyed on unmount or when the provider changes.
 */
export function useMap(setup: MapSetup, options: MapOptions): UseMap {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: MapStatus; map: MapHandle | null }>({ status: 'loading', map: null });
  const initialOptions = useRef(options);
  const { provider } = setup;

  useEffect(() => {
    if (!container) return undefined;
    let live = true;
    let created: MapHandle | null = null;
    setState({ status: 'loading', map: null });
    provider.createMap(container, initialOptions.current).then(
      (map) => {
        if (!live) return map.destroy();
        created = map;
        setState({ status: 'ready', map });
      },
      (error: unknown) => {
        console.error(`[maps] the ${provider.service} map could not load`, error);
        if (live) setState({ status: 'failed', map: null });
      },
    );
    return () => {
      live = false;
      created?.destroy();
    };
  }, [container, provider, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { containerRef: setContainer, status: state.status, map: state.map, retry };
}
