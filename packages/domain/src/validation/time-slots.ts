import type { AdditionalQuestion } from '@hotel/contracts';

type TimeSettings = Pick<AdditionalQuestion['settings'], 'started_at' | 'ended_at' | 'time_interval_value'>;

/** The step of a time question that names none, as the booking engine takes it. */
export const defaultTimeIntervalMinutes = 30;

const minutesPerDay = 24 * 60;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function clockOf(minutes: number): string {
  const inDay = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/**
 * SPEC 5: the `HH:mm` choices of a time question, from the start to the end in steps of the interval in
 * minutes; an end before the start runs into the next day (22:00 to 02:00 every 60: 22:00 … 02:00). None
 * when the question has no range.
 */
export function timeSlots(settings: TimeSettings): string[] {
  const { started_at: startedAt, ended_at: endedAt } = settings;
  if (!startedAt || !endedAt) return [];
  const start = minutesOf(startedAt);
  let end = minutesOf(endedAt);
  if (end < start) end += minutesPerDay;
  const step = Math.max(1, settings.time_interval_value ?? defaultTimeIntervalMinutes);
  const slots: string[] = [];
  for (let at = start; at <= end; at += step) slots.push(clockOf(at));
  return slots;
}
