import { renderWithApp } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { price, selection } from '../../../features/payment/testing/fixtures';
import { RemoteIntl } from '../../../lang/catalogue';
import { PendingPriceSummary, PriceSummary } from './price-summary';

async function summaryRows(ui: React.ReactElement) {
  const app = await renderWithApp(<RemoteIntl>{ui}</RemoteIntl>, { locale: 'en' });
  const block = await screen.findByRole('region', { name: 'Price details' });
  const rooms = within(block).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
  const nights = rooms.map((room) => within(room).getAllByRole('listitem').length);
  const names = rooms.map((room) => within(room).getByRole('list').getAttribute('aria-label'));
  app.unmount();
  return { block, rooms: rooms.length, nights, names };
}

describe('the price summary while the engine prices the selection', () => {
  it('shows the rooms and nights the visitor chose, as many lines as the priced block, and says it is loading', async () => {
    const pending = await summaryRows(<PendingPriceSummary selection={selection} roomsOpen />);
    const priced = await summaryRows(<PriceSummary price={price} isMember={false} roomsOpen />);
    expect(pending.rooms).toBe(priced.rooms);
    expect(pending.nights).toEqual(priced.nights);
    expect(pending.names).toEqual(['Double', 'Twin']);
    expect(pending.block).toHaveAttribute('aria-busy', 'true');
    expect(priced.block).not.toHaveAttribute('aria-busy');
  });

  it('names no total until there is one', async () => {
    await renderWithApp(
      <RemoteIntl>
        <PendingPriceSummary selection={selection} />
      </RemoteIntl>,
      { locale: 'en' },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/./);
    expect(screen.queryByTestId('booking-total')).toBeNull();
  });
});
