import type { PointBalance, PointHistoryEntry, Reservation, RuntimeEnv } from '@hotel/contracts';
import { $env } from '@hotel/bus';
import { desktopWidth, phoneWidth, renderWithApp, settle, setViewportWidth } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { catalogue } from '../../lang/catalogue';
import { MyRewards } from './index';
import { entry, stay } from './testing/history';

const balance: PointBalance = { points: 1240, expiring_points: 0, expiring_at: null };
const history = [
  entry({ id: 1, date: '2026-05-01', reservation_number: 'R-1', kind: 'earned', points: 240, description: 'Stay at Hotel Sakura Mito' }),
  entry({ id: 2, date: '2026-06-10', reservation_number: 'R-2', kind: 'spent', points: -1000, description: 'Points used for R-2' }),
  entry({ id: 3, date: '2026-06-10', reservation_number: 'R-2', kind: 'earned', points: 120, description: 'Stay at Hotel Sakura Nikko' }),
];
const bookings = [stay({ reservation_number: 'R-1', nights: 2, total_price: 24000 }), stay({ reservation_number: 'R-2', nights: 1, total_price: 12000 })];

async function openMyRewards({ width = desktopWidth, entries = history }: { width?: number; entries?: PointHistoryEntry[] } = {}) {
  setViewportWidth(width);
  const booking = {
    points: jest.fn(async () => balance),
    pointHistories: jest.fn(async () => entries),
    userReservations: jest.fn(async (): Promise<Reservation[]> => bookings),
  };
  const app = await renderWithApp(<MyRewards />, {
    api: { booking },
    catalogue,
    locale: 'en',
    values: [[$env, { globalHotelId: 2851 } as RuntimeEnv]],
  });
  await settle(app.scope);
  return { ...app, booking };
}

const table = (name: string) => screen.getByRole('table', { name });
const rowTexts = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));

describe('My rewards (SPEC 2.8)', () => {
  it('shows the balance on top, from the member hotel’s point call', async () => {
    const { booking } = await openMyRewards();
    expect(booking.points).toHaveBeenCalledWith(2851);
    expect(booking.pointHistories).toHaveBeenCalledWith(2851);
    expect(screen.getByRole('region', { name: 'Points balance' })).toHaveTextContent('1,240 pt');
  });

  it('puts each point movement of a stay in the Stays table, with nights, cost, +/− points and totals', async () => {
    await openMyRewards();
    expect(rowTexts('Stays')).toEqual([
      [],
      ['Wed, Jun 10, 2026', 'Stay at Hotel Sakura Nikko', '1', '¥12,000', '+120'],
      ['Wed, Jun 10, 2026', 'Points used for R-2', '—', '—', '-1,000'],
      ['Fri, May 1, 2026', 'Stay at Hotel Sakura Mito', '2', '¥24,000', '+240'],
      ['3', '¥36,000', '-640'],
    ]);
    expect(within(table('Stays')).getByRole('rowheader', { name: 'Total' })).toBeVisible();
  });

  it('keeps a table for Golf, Onsen, Restaurants and Gift shops, each saying when it is empty', async () => {
    await openMyRewards();
    for (const name of ['Golf', 'Onsen', 'Restaurants', 'Gift shops']) {
      const group = screen.getByRole('heading', { name }).closest('details') as HTMLElement;
      expect(within(group).getByText('Nothing here yet.')).toBeVisible();
    }
  });

  it('shows every table open on a desktop', async () => {
    await openMyRewards();
    expect(table('Stays')).toBeVisible();
  });

  it('folds each table under its title on a phone, opened with a tap', async () => {
    const { user } = await openMyRewards({ width: phoneWidth });
    const stays = screen.getByRole('heading', { name: 'Stays' });
    expect(screen.getByRole('table', { name: 'Stays', hidden: true })).not.toBeVisible();
    expect(stays.closest('summary')).toHaveTextContent('-640 pt');

    await user.click(stays);
    expect(table('Stays')).toBeVisible();
  });
});
