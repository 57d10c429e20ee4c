import type { PointHistoryEntry, Reservation } from '@hotel/contracts';

let nextId = 1;

/** One line of `GET …/memberships/point_histories`. */
export function entry(overrides: Partial<PointHistoryEntry> = {}): PointHistoryEntry {
  return {
    id: nextId++,
    date: '2026-05-03',
    description: 'Stay at Hotel Sakura Mito',
    reservation_number: 'R-1',
    points: 240,
    kind: 'earned',
    category: null,
    hotel_name: null,
    nights: null,
    amount_paid: null,
    ...overrides,
  };
}

/** What the rows read of a member's booking. */
export function stay(overrides: Partial<Reservation> = {}): Reservation {
  return { reservation_number: 'R-1', nights: 2, total_price: 24000, status: 'done', ...overrides } as Reservation;
}
