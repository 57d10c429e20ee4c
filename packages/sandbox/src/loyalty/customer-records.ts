import type { CustomerTransactionsResponse, Locale } from '@hotel/contracts';
import { readPointActivity } from '../booking/memberships/point-activity';
import type { Queryable } from '../db/database';
import type { ProfileColumns } from './customer-mapping';
import type { PointsTotals } from './customer-view';

type Transaction = CustomerTransactionsResponse['transactions'][number];

/** Writes profile columns; the names come from the fixed ProfileColumns keys, never from the request. */
export async function writeProfile(db: Queryable, memberId: number, columns: ProfileColumns): Promise<void> {
  const entries = Object.entries(columns).map(([name, value]) =>
    name === 'extended_fields' ? ([name, JSON.stringify(value)] as const) : ([name, value] as const),
  );
  if (!entries.length) return;
  const assignments = entries.map(([name], index) => `${name} = $${index + 2}`).join(', ');
  await db.query(`UPDATE members SET ${assignments} WHERE id = $1`, [memberId, ...entries.map(([, value]) => value)]);
}

export async function pointsTotals(db: Queryable, memberId: number): Promise<PointsTotals> {
  const [row] = await db.query<{ redeemed: number; purchases: number }>(
    `SELECT
       (SELECT coalesce(sum(abs(points)), 0) FROM point_history WHERE member_id = $1 AND kind = 'spent')::int AS redeemed,
       (SELECT coalesce(sum(total_price), 0) FROM reservations WHERE member_id = $1 AND status <> 'cancelled')::int AS purchases`,
    [memberId],
  );
  return { redeemed: row?.redeemed ?? 0, cumulativePurchases: row?.purchases ?? 0 };
}

/** The member's point history as loyalty transactions: amount paid after points, and the hotel or place. */
export async function customerTransactions(db: Queryable, memberId: number, locale: Locale): Promise<Transaction[]> {
  return (await readPointActivity(db, memberId, locale)).map(({ entry, at, note }) => {
    // Spending is recorded as kind 'spent' (with either sign); any other negative entry takes points back too.
    const redeemed = entry.kind === 'spent' || entry.points < 0;
    return {
      id: entry.id,
      type: entry.kind === 'refunded' ? 'RETURN' : 'REGULAR',
      billing_time: at,
      number: entry.reservation_number ?? '',
      amount: entry.amount_paid ?? 0,
      points: { issued: redeemed ? 0 : entry.points, redeemed: redeemed ? Math.abs(entry.points) : 0 },
      store: entry.hotel_name ?? '',
      notes: note,
      category: entry.category,
      nights: entry.nights,
    };
  });
}
