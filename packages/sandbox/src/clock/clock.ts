/** Where the sandbox reads the time: one injectable source, so deadlines can be tested at a fixed moment. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests, and `SANDBOX_NOW` for journeys that need a known "today"). */
export function fixedClock(instant: string | Date): Clock {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) throw new Error(`not a valid instant: ${String(instant)}`);
  return { now: () => new Date(at) };
}

/** Japan has no daylight saving time: Japan time is always UTC+9. */
const japanOffsetMs = 9 * 3600 * 1000;

/** The calendar date in Japan (`YYYY-MM-DD`) at an instant: the hotels' "today", whatever the server's zone. */
export function japanDate(at: Date): string {
  return new Date(at.getTime() + japanOffsetMs).toISOString().slice(0, 10);
}

export function japanToday(clock: Clock): string {
  return japanDate(clock.now());
}

/** An instant written in Japan time, e.g. `2026-11-24T04:30:00+09:00` (the same instant as its UTC form). */
export function japanDateTime(at: Date): string {
  return `${new Date(at.getTime() + japanOffsetMs).toISOString().slice(0, 19)}+09:00`;
}

/** `2026-11-24 04:30` Japan time, for e-mails. */
export function japanClockText(at: Date): string {
  return `${japanDateTime(at).slice(0, 16).replace('T', ' ')} (JST)`;
}
