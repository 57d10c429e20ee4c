import { useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the window, and from then on: the built-in map's chunk loads
 * when the visitor nears Find Us, not with the page. Without IntersectionObserver, at once.
 */
export function useNearView(element: Element | null, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
