import { useEffect, useState } from 'react';

/** Whole seconds left of `ms` from the moment the component mounted; 0 once it has run out. */
export function useCountdown(ms: number): number {
  const [deadline] = useState(() => Date.now() + ms);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // One steady tick, read against the clock: a late or skipped tick never stretches the wait.
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
