import type { PointHistoryEntry, Reservation } from '@hotel/contracts';

type PointCategory = NonNullable<PointHistoryEntry['category']>;

/** SPEC 9 "Rewards categories", in the order SPEC 2.8 lists the tables. */
export const rewardCategories = ['stays', 'golf', 'onsen', 'restaurants', 'giftShops'] as const;
export type RewardCategory = (typeof rewardCategories)[number];

/** One row of a table (SPEC 2.8): date, description, nights, cost, points earned (+) or taken (−). */
export interface RewardRow {
  id: number;
  date: string;
  description: string;
  /** Only on the row that earned a stay's points: a booking's spent or returned points are not another stay. */
  nights: number | null;
  cost: number | null;
  points: number;
}

export interface RewardTable {
  category: RewardCategory;
  rows: RewardRow[];
  totals: { nights: number; cost: number; points: number };
}

const tableOf: Record<PointCategory, RewardCategory> = { stays: 'stays', golf: 'golf', onsen: 'onsen', restaurants: 'restaurants', gift_shops: 'giftShops' };

/** Which table an entry belongs to: the engine's category, else a point movement of a booking is a stay. */
export function rewardCategoryOf(entry: PointHistoryEntry): RewardCategory | null {
  if (entry.category) return tableOf[entry.category];
  return entry.reservation_number ? 'stays' : null;
}

type StayFacts = Pick<Reservation, 'reservation_number' | 'nights' | 'total_price' | 'status'>;

function rowOf(entry: PointHistoryEntry, stay: StayFacts | undefined): RewardRow {
  // Nights and cost belong to the row that earned: a booking's spent or returned points are not another stay.
  const earned = entry.kind === 'earned';
  const countsAsStay = earned && stay !== undefined && stay.status !== 'cancelled';
  return {
    id: entry.id,
    date: entry.date,
    description: entry.description,
    nights: earned && entry.nights !== null && entry.nights !== undefined ? entry.nights : countsAsStay ? stay.nights : null,
    cost: earned && entry.amount_paid !== null && entry.amount_paid !== undefined ? entry.amount_paid : countsAsStay ? stay.total_price : null,
    points: entry.points,
  };
}

function totalsOf(rows: readonly RewardRow[]): RewardTable['totals'] {
  return rows.reduce(
    (sum, row) => ({ nights: sum.nights + (row.nights ?? 0), cost: sum.cost + (row.cost ?? 0), points: sum.points + row.points }),
    { nights: 0, cost: 0, points: 0 },
  );
}

/**
 * The five tables of My rewards from the member's point history, newest first, each with its totals. Nights
 * and cost come from the member's own bookings, which the history names by reservation number.
 */
export function rewardTables(entries: readonly PointHistoryEntry[], stays: readonly StayFacts[]): RewardTable[] {
  const stayByNumber = new Map(stays.map((stay) => [stay.reservation_number, stay]));
  const newestFirst = [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return rewardCategories.map((category) => {
    const rows = newestFirst
      .filter((entry) => rewardCategoryOf(entry) === category)
      .map((entry) => rowOf(entry, entry.reservation_number ? stayByNumber.get(entry.reservation_number) : undefined));
    return { category, rows, totals: totalsOf(rows) };
  });
}
