import type { Locale, LocalizedText, PointHistoryEntry } from '@hotel/contracts';
import { japanDate } from '../../clock/clock';
import type { Queryable } from '../../db/database';
import { pick } from '../../i18n/locales';

export type PointCategory = NonNullable<PointHistoryEntry['category']>;

/**
 * What a point_history row's `description` holds: the line in every language and, for what was not a
 * booking of ours (golf, onsen, restaurants, gift shops), the category, the place and the amount paid.
 */
export type StoredDescription = LocalizedText & { category?: PointCategory; place?: LocalizedText; amount_paid?: number };

interface ActivityRow {
  id: number;
  kind: PointHistoryEntry['kind'];
  points: number;
  description: StoredDescription | string | null;
  created_at: Date;
  reservation_number: string | null;
  hotel_name: LocalizedText | null;
  nights: number | null;
  amount_paid: number | null;
}

/** One movement of a member's points with what it came from, newest first (SPEC 2.8 My rewards). */
export interface PointActivity {
  entry: PointHistoryEntry;
  /** The instant, for services that answer a time rather than a date. */
  at: string;
  /** The line without the hotel's name, for services that answer the place on its own. */
  note: string;
}

function present(row: ActivityRow, locale: Locale): PointActivity {
  const stored = typeof row.description === 'string' ? null : row.description;
  const line = typeof row.description === 'string' ? row.description : pick(row.description, locale);
  const hotel = row.hotel_name ? pick(row.hotel_name, locale) : null;
  const place = stored?.place ? pick(stored.place, locale) : null;
  const category: PointCategory | null = hotel ? 'stays' : (stored?.category ?? null);
  const entry: PointHistoryEntry = {
    id: row.id,
    date: japanDate(new Date(row.created_at)),
    description: hotel ? `${hotel} — ${line}` : line,
    reservation_number: row.reservation_number,
    points: row.points,
    kind: row.kind,
    category,
    hotel_name: hotel ?? place,
    nights: hotel ? row.nights : null,
    amount_paid: hotel ? row.amount_paid : (stored?.amount_paid ?? null),
  };
  return { entry, at: new Date(row.created_at).toISOString(), note: line };
}

/**
 * The member's point history as it happened: bookings (earned, spent, returned on cancellation, adjusted on
 * a change) with their hotel, nights and the yen paid after points; other purchases with their place.
 */
export async function readPointActivity(db: Queryable, memberId: number, locale: Locale): Promise<PointActivity[]> {
  const rows = await db.query<ActivityRow>(
    `SELECT ph.id, ph.kind, ph.points, ph.description, ph.created_at, ph.reservation_number,
            h.name AS hotel_name, (r.checkout - r.checkin)::int AS nights, (r.total_price - r.spending_points)::int AS amount_paid
     FROM point_history ph
     LEFT JOIN reservations r ON r.number = ph.reservation_number AND r.member_id = ph.member_id
     LEFT JOIN hotels h ON h.id = r.hotel_id
     WHERE ph.member_id = $1
     ORDER BY ph.created_at DESC, ph.id DESC`,
    [memberId],
  );
  return rows.map((row) => present(row, locale));
}
