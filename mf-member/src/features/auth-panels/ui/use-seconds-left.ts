import { useEffect, useState } from 'react';

function secondsUntil(since: number | null, waitMs: number): number {
  return since === null ? 0 : Math.max(0, Math.ceil((since + waitMs - Date.now()) / 1000));
}

/** Whole seconds until `since + waitMs`, counting down once a second; 0 once it has passed. */
export function useSecondsLeft(since: number | null, waitMs: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(since, waitMs));
  useEffect(() => {
    setSeconds(secondsUntil(since, waitMs));
    if (since === null) return undefined;
    const timer = setInterval(() => {
      const next = secondsUntil(since, waitMs);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [since, waitMs]);
  return seconds;
}
