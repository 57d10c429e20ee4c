import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useIsPhone } from '@hotel/ui';
import { scrollToSection } from '../section-nav';
import { $roomsScrollRequests } from './model';

/** After a new search from the page's search box, the rooms and plans come into view. */
export function useSearchChangedScroll(): void {
  const requests = useUnit($roomsScrollRequests);
  const isPhone = useIsPhone();
  const seen = useRef(requests);
  useEffect(() => {
    if (requests === seen.current) return;
    seen.current = requests;
    scrollToSection('plan', isPhone);
  }, [requests, isPhone]);
}
