/** Price multipliers by night of the week, Sunday first; Friday and Saturday nights are in demand. */
const weekdayFactors = [0.95, 1, 1, 1, 1, 1.15, 1.35];

interface Season {
  from: string;
  to: string;
  factor: number;
}

/** `MM-DD` ranges, both ends included. Where seasons overlap (Obon inside summer) the higher one wins. */
const seasons: Season[] = [
  { from: '12-28', to: '12-31', factor: 1.5 },
  { from: '01-01', to: '01-03', factor: 1.5 },
  { from: '01-10', to: '02-28', factor: 0.85 },
  { from: '03-25', to: '04-10', factor: 1.25 },
  { from: '04-29', to: '05-05', factor: 1.4 },
  { from: '07-15', to: '08-31', factor: 1.15 },
  { from: '08-10', to: '08-16', factor: 1.35 },
];

export interface NightDate {
  year: number;
  /** `MM-DD` */
  monthDay: string;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

export function parseNight(night: string): NightDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(night);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== night) throw new RangeError(`Not a date (YYYY-MM-DD): ${night}`);
  return { year: date.getUTCFullYear(), monthDay: night.slice(5), weekday: date.getUTCDay() };
}

export function weekdayFactor(date: NightDate): number {
  return weekdayFactors[date.weekday] ?? 1;
}

export function seasonFactor(date: NightDate): number {
  const matching = seasons.filter((season) => season.from <= date.monthDay && date.monthDay <= season.to);
  return matching.length === 0 ? 1 : Math.max(...matching.map((season) => season.factor));
}

/** The nights every hotel is most likely to fill: New Year, Golden Week and Obon. */
export const peakMonthDays: readonly string[] = [
  '12-28', '12-29', '12-30', '12-31', '01-01', '01-02', '01-03',
  '04-29', '04-30', '05-01', '05-02', '05-03', '05-04', '05-05',
  '08-10', '08-11', '08-12', '08-13', '08-14', '08-15', '08-16',
];
