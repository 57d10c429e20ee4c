import { useNavigate } from '@hotel/ui/router';
import { type MouseEvent, useCallback } from 'react';

/**
 * A plain link's click, handled by the router: one handler for every card instead of a router Link per link
 * (a sort mounts nine new cards at once; each Link brings its own router hooks). Modified clicks (new tab,
 * new window, download) stay the browser's.
 */
export function useOpenHotel(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(event.currentTarget.getAttribute('href') ?? '/');
    },
    [navigate],
  );
}
