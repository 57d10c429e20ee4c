import type { EngineHotel } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { RemoteIntl } from '../../../lang/catalogue';
import { RoomsAndPlansSection } from '../rooms-plans-section';
import { answer } from '../testing/fixtures';
import { noTiers, searchBar } from '../testing/scope';

const mockBooking = { searchRooms: jest.fn(), tiers: jest.fn(), searchBarSettings: jest.fn() };

/** What the engine answers for a stay longer than it prices (issue 13). */
const tooLong = new ApiError({ service: 'booking', status: 400, code: 2000, messages: ['The dates are not valid (tooLong)'] });

async function openWith(checkOut: string) {
  const app = await renderWithApp(
    <RemoteIntl>
      <RoomsAndPlansSection hotelId={3} hotel={null} engineHotel={{ name: 'Hotel Sakura Sapporo' } as EngineHotel} />
    </RemoteIntl>,
    { api: { booking: mockBooking }, locale: 'en', route: `/en/hotel/3?checkIndate=2030-12-03&checkOutdate=${checkOut}`, path: '/en/hotel/3' },
  );
  await settle(app.scope);
  return app;
}

beforeEach(() => {
  jest.clearAllMocks();
  mockBooking.tiers.mockResolvedValue(noTiers);
  mockBooking.searchBarSettings.mockResolvedValue(searchBar);
});

describe('issue 13: a stay longer than the engine prices', () => {
  it('says stays are up to 30 nights, never the raw code, and offers the longest stay from the same check-in', async () => {
    mockBooking.searchRooms.mockRejectedValueOnce(tooLong).mockRejectedValueOnce(tooLong).mockResolvedValue(answer([]));
    const { user, router, scope } = await openWith('2031-01-22');
    expect(await screen.findByText(/up to 30 nights/)).toBeInTheDocument();
    expect(screen.queryByText(/tooLong/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Search 30 nights from/ }));
    await settle(scope);
    expect(new URLSearchParams(router.state.location.search).get('checkOutdate')).toBe('2031-01-02');
    expect(new URLSearchParams(router.state.location.search).get('checkIndate')).toBe('2030-12-03');
  });

  it('keeps Retry for other failures', async () => {
    mockBooking.searchRooms.mockRejectedValue(new ApiError({ service: 'booking', status: 500, code: 9000, messages: ['Engine unavailable'] }));
    await openWith('2030-12-05');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/up to 30 nights/)).not.toBeInTheDocument();
  });
});
