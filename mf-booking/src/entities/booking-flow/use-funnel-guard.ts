import type { RoomSelection } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useNavigate } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $selection, funnelOpened } from './model';

/** SPEC 9 idle time: after this long without a touch, key or scroll the visitor goes back to the hotel. */
export const funnelIdleMs = 600_000;

const activity = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The funnel's own rules on review, guest details and payment (SPEC 2.6): without a selected room the visitor
 * goes back to the hotel page, or home; after 600 000 ms idle, back to the hotel with the saved search.
 */
export function useFunnelGuard({ finished = false }: { finished?: boolean } = {}): RoomSelection | null {
  const [selection, locale, opened] = useUnit([$selection, $locale, funnelOpened]);
  const navigate = useNavigate();
  const hotelPath = selection?.hotelPath ?? null;

  useEffect(() => {
    // A booking just made clears the selection while the page is on its way to the confirmation.
    if (selection) opened();
    else if (!finished) navigate(localizedPath('/', locale), { replace: true });
  }, [selection, finished, locale, navigate, opened]);

  useEffect(() => {
    if (!hotelPath) return undefined;
    let timer = setTimeout(() => navigate(hotelPath), funnelIdleMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => navigate(hotelPath), funnelIdleMs);
    };
    for (const name of activity) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activity) window.removeEventListener(name, restart);
    };
  }, [hotelPath, navigate]);

  return selection;
}
