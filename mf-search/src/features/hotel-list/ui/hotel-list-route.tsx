import type { ReactNode } from 'react';
import { useListRoute } from './use-list-route';

/**
 * Tells the model where the visitor is. It sits outside the catalogue's Suspense boundary so the hotels start
 * loading while this app's messages still do.
 */
export function HotelListRoute({ keyword, children }: { keyword: string | null; children: ReactNode }) {
  useListRoute(keyword);
  return children;
}
