import type { CustomerTransactionsResponse, Locale, LocalizedText } from '@hotel/contracts';
import type { Queryable } from '../db/database';
import { pick } from '../i18n/locales';
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

interface HistoryRow {
  id: number;
  kind: 'earned' | 'spent' | 'refunded' | 'adjusted';
  points: number;
  description: LocalizedText | string | null;
  created_at: Date;
  reservation_number: string | null;
  total_price: number | null;
  hotel_name: LocalizedText | null;
}

function textOf(value: LocalizedText | string | null, locale: Locale): string {
  return typeof value === 'string' ? value : pick(value, locale);
}

/** The member's point history as loyalty transactions, with the booking's amount and hotel where known. */
export async function customerTransactions(db: Queryable, memberId: number, locale: Locale): Promise<Transaction[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT ph.id, ph.kind, ph.points, ph.description, ph.created_at, ph.reservation_number,
            r.total_price, h.name AS hotel_name
     FROM point_history ph
     LEFT JOIN reservations r ON r.number = ph.reservation_number
     LEFT JOIN hotels h ON h.id = r.hotel_id
     WHERE ph.member_id = $1
     ORDER BY ph.created_at DESC, ph.id DESC`,
    [memberId],
  );
  return rows.map((row) => {
    // Spending is recorded as kind 'spent' (with either sign); any other negative entry takes points back too.
    const redeemed = row.kind === 'spent' || row.points < 0;
    return {
      id: row.id,
      type: row.kind === 'refunded' ? 'RETURN' : 'REGULAR',
      billing_time: new Date(row.created_at).toISOString(),
      number: row.reservation_number ?? '',
      amount: row.total_price ?? 0,
      points: { issued: redeemed ? 0 : row.points, redeemed: redeemed ? Math.abs(row.points) : 0 },
      store: textOf(row.hotel_name, locale),
      notes: textOf(row.description, locale),
    };
  });
}
