import { rewardCategories, rewardCategoryOf, rewardTables } from './lib';
import { entry, stay } from './testing/history';

describe('rewardTables: SPEC 2.8 My rewards, SPEC 9 rewards categories', () => {
  it('always gives the five tables, in the SPEC order, empty ones included', () => {
    expect(rewardTables([], []).map((table) => [table.category, table.rows.length])).toEqual([
      ['stays', 0],
      ['golf', 0],
      ['onsen', 0],
      ['restaurants', 0],
      ['giftShops', 0],
    ]);
    expect(rewardCategories).toHaveLength(5);
  });

  it.each([
    ['points earned on a stay', entry({ kind: 'earned' }), 'stays'],
    ['points spent on a booking', entry({ kind: 'spent', points: -500 }), 'stays'],
    ['points returned when a booking is cancelled', entry({ kind: 'refunded', points: 500 }), 'stays'],
    ['a movement that names no booking', entry({ kind: 'adjusted', reservation_number: null }), null],
    ['a round of golf the engine files as golf', entry({ reservation_number: null, category: 'golf' }), 'golf'],
    ['a gift-shop purchase', entry({ reservation_number: null, category: 'gift_shops' }), 'giftShops'],
    ['a stay the engine files as a stay', entry({ category: 'stays' }), 'stays'],
  ] as const)('%s → %s', (_, movement, category) => {
    expect(rewardCategoryOf(movement)).toBe(category);
  });

  it('fills nights and cost from the booking that earned the points, once per stay', () => {
    const [stays] = rewardTables(
      [
        entry({ id: 1, date: '2026-05-01', kind: 'spent', points: -500 }),
        entry({ id: 2, date: '2026-05-01', kind: 'earned', points: 235 }),
      ],
      [stay({ nights: 2, total_price: 23500 })],
    );
    expect(stays?.rows.map(({ nights, cost, points }) => ({ nights, cost, points }))).toEqual([
      { nights: 2, cost: 23500, points: 235 },
      { nights: null, cost: null, points: -500 },
    ]);
    expect(stays?.totals).toEqual({ nights: 2, cost: 23500, points: -265 });
  });

  it('counts no nights or cost for a cancelled booking, whose points came and went', () => {
    const [stays] = rewardTables(
      [entry({ id: 1, kind: 'earned', points: 100 }), entry({ id: 2, kind: 'refunded', points: -100, date: '2026-05-04' })],
      [stay({ status: 'cancelled' })],
    );
    expect(stays?.totals).toEqual({ nights: 0, cost: 0, points: 0 });
  });

  it('lists the newest movement first', () => {
    const [stays] = rewardTables(
      [entry({ id: 1, date: '2026-01-10' }), entry({ id: 2, date: '2026-03-01' }), entry({ id: 3, date: '2026-02-01' })],
      [],
    );
    expect(stays?.rows.map((row) => row.date)).toEqual(['2026-03-01', '2026-02-01', '2026-01-10']);
  });

  it('still shows a stay’s points when its booking is not among the member’s bookings', () => {
    const [stays] = rewardTables([entry({ reservation_number: 'R-unknown' })], [stay()]);
    expect(stays?.rows[0]).toMatchObject({ nights: null, cost: null, points: 240 });
  });
});
