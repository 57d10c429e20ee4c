import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { mapSetupFor, useMap } from '@hotel/ui/maps';
import { type ReactNode, useEffect } from 'react';
import type { LatLng } from '../lib';

/** The built-in map draws coasts, not streets: it opens on the region, where the hotel's place says something. */
const builtInZoom = 9;

interface HotelMapProps {
  at: LatLng;
  name: string;
  locale: Locale;
  env: RuntimeEnv | null;
  className?: string;
  zoom?: number;
  /** What to draw when no map can be drawn (even the built-in map's chunk failed to load). */
  fallback: ReactNode;
}

/** An interactive map of one hotel through the shared map providers (Baidu for zh-CN, Google otherwise, the built-in map without a key). */
export function HotelMap({ at, name, locale, env, className, zoom = 15, fallback }: HotelMapProps) {
  const setup = mapSetupFor(locale, env);
  const { containerRef, status, map } = useMap(setup, {
    center: at,
    zoom: setup.provider.service === 'builtIn' ? Math.min(zoom, builtInZoom) : zoom,
    minZoom: 2,
    maxZoom: 18,
    clusterBelowZoom: 0,
    language: locale,
  });
  useEffect(() => {
    map?.setMarkers([{ id: 'hotel', position: at, title: name }]);
  }, [map, at, name]);
  if (status === 'failed') return <>{fallback}</>;
  return <div className={className} ref={containerRef} aria-busy={status === 'loading'} />;
}
