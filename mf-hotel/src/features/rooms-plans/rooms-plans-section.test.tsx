import type { EngineHotel, Locale, User } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $roomSelection, $user, authPanelRequested } from '@hotel/bus';
import { type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { act, screen, within } from '@testing-library/react';
import { createStore } from 'effector';
import { RemoteIntl } from '../../lang/catalogue';
import { RoomsAndPlansSection } from './rooms-plans-section';
import { answer, discount, plansOf, pricedSelection, rate, room } from './testing/fixtures';
import { noTiers, searchBar } from './testing/scope';

const mockBooking = {
  searchRooms: jest.fn(),
  tiers: jest.fn(),
  searchBarSettings: jest.fn(),
  selectedRoomsPrice: jest.fn(),
  getReservation: jest.fn(),
};
const api = { booking: mockBooking };

const rooms = [
  room('TWN', [rate('TWN', 'ROOM', 35_000), rate('TWN', 'BRK', 44_000, { meal_type: 'breakfast', sign_in_discount: discount(41_800, 'Member discount 5%') })]),
  room('DBL', [
    rate('DBL', 'ROOM', 30_000, { room_left: 3 }),
    rate('DBL', 'MEMBERS', 38_000, { members_only: true, meal_type: 'breakfast', sign_in_discount: discount(36_100, 'Member discount 5%') }),
  ]),
];
const member: User = { id: 'm1', firstName: 'Emily', lastName: 'Clark', email: 'e@example.com', points: 0, rank: null, rankName: null };
const $askedPanel = createStore<string | null>(null).on(authPanelRequested, (_, panel) => panel);
const engineHotel = { name: 'Hotel Sakura Sapporo' } as EngineHotel;

/** The section on a hotel page opened with this query, its rooms answered. */
async function renderAt(query: string, { locale = 'en', user = null }: { locale?: Locale; user?: User | null } = {}): Promise<AppRenderResult> {
  const path = locale === 'en' ? '/en/hotel/3' : '/hotel/3';
  const app = await renderWithApp(
    <RemoteIntl>
      <RoomsAndPlansSection hotelId={3} hotel={null} engineHotel={engineHotel} />
    </RemoteIntl>,
    {
      api,
      locale,
      values: [[$user, user]],
      route: `${path}?checkIndate=2030-12-03&checkOutdate=2030-12-05${query}`,
      path,
      routes: [{ path: '/en/summary', element: <p>summary page</p> }],
    },
  );
  await settle(app.scope);
  return app;
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby') && within(card).getAllByRole('heading')[0]?.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  mockBooking.tiers.mockResolvedValue(noTiers);
  mockBooking.searchBarSettings.mockResolvedValue(searchBar);
  mockBooking.searchRooms.mockImplementation(async (_id: number, type: 'rooms' | 'plans') => (type === 'rooms' ? answer(rooms) : answer(plansOf(rooms))));
  mockBooking.selectedRoomsPrice.mockResolvedValue(pricedSelection([{ code: 'DBL', plan: 'ROOM', total: 30_000 }]));
});

describe('RoomsAndPlansSection (SPEC 2.5)', () => {
  it('lists room types by price, low to high, with each rate’s terms; the tabs switch to plans in the URL', async () => {
    const { router, scope, user } = await renderAt('&type=rooms');
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Rooms & plans');
    expect(cardNames()).toEqual(['Room DBL', 'Room TWN']);
    const double = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(double).getAllByRole('heading', { level: 4 }).map((plan) => plan.textContent)).toEqual(['Plan ROOM', 'Plan MEMBERS Members only']);
    expect(double).toHaveTextContent(/¥30,000.*¥38,000/);
    expect(double).toHaveTextContent('Only 3 left');
    expect(within(double).getAllByText(/^Free cancellation until Dec 2, 23:59$/)).toHaveLength(2);
    expect(within(double).getAllByText('Payment: pay at the hotel or card')).toHaveLength(2);
    expect(document.body).toHaveTextContent(/Tue, Dec 3 – Thu, Dec 5 · 2 nights · 1 room, 2 adults/);

    await user.click(screen.getByRole('tab', { name: 'By plan' }));
    await settle(scope);
    expect(router.state.location.search).toContain('type=plans');
    expect(screen.getByRole('tab', { name: 'By plan' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Plan ROOM', 'Plan MEMBERS Members only', 'Plan BRK']);
  });

  it('sorts from a popup that closes on an outside click', async () => {
    const { user } = await renderAt('');
    const sortButton = screen.getByRole('button', { name: 'Sort: Price (low to high)' });
    await user.click(sortButton);
    const menu = screen.getByRole('menu', { name: 'Sort rooms and plans' });
    expect(within(menu).getByRole('menuitemradio', { name: /Price \(low to high\)/ })).toHaveFocus();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(sortButton);
    await user.click(screen.getByRole('menuitemradio', { name: /Price \(high to low\)/ }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(cardNames()).toEqual(['Room TWN', 'Room DBL']);
  });

  it('filters in a side panel: Done keeps only the matching rates', async () => {
    const { user, scope } = await renderAt('');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Filter rooms and plans' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Breakfast included' }));
    expect(within(panel).getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', '¥44,000');
    await user.click(within(panel).getByRole('button', { name: 'Show 2 rates' }));
    await settle(scope);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveAccessibleName('Filter (1)');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Plan MEMBERS Members only', 'Plan BRK']);
  });

  it('prompts a visitor to log in for a members-only plan and shows what members pay', async () => {
    const { scope, user } = await renderAt('');
    expect(screen.getAllByText('Members pay ¥41,800')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Select: Plan MEMBERS, Room DBL' }));
    const prompt = screen.getByRole('alert');
    expect(prompt).toHaveTextContent('This plan is for members only. Log in to book it.');
    expect(scope.getState($askedPanel)).toBeNull();
    await user.click(within(prompt).getByRole('button', { name: 'Log in to book' }));
    expect(scope.getState($askedPanel)).toBe('login');
  });

  it('shows a member the member price with the public price struck through', async () => {
    await renderAt('', { user: member });
    const twin = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(twin).getByText('¥44,000').tagName).toBe('S');
    expect(within(twin).getByText('¥44,000').parentElement).toHaveTextContent(/¥44,000.*¥41,800|¥41,800.*¥44,000/);
    expect(twin).toHaveTextContent('Member discount 5%');
    expect(screen.queryByText(/Members pay/)).toBeNull();
  });

  it('prices the chosen rate and Book now goes to the summary with the selection', async () => {
    const { scope, router, user } = await renderAt('');
    await user.click(screen.getByRole('button', { name: 'Select: Plan ROOM, Room DBL' }));
    await settle(scope);
    const bar = screen.getByRole('region', { name: 'Your selection' });
    expect(bar).toHaveTextContent('Room DBL · Plan ROOM');
    expect(bar).toHaveTextContent('¥30,000');
    expect(mockBooking.selectedRoomsPrice).toHaveBeenCalledTimes(1);
    await user.click(within(bar).getByRole('button', { name: 'Book now' }));
    await settle(scope);
    expect(router.state.location.pathname).toBe('/en/summary');
    expect(scope.getState($roomSelection)).toMatchObject({ hotelName: 'Hotel Sakura Sapporo', rooms: [{ roomTypeCode: 'DBL', planCode: 'ROOM' }] });
  });

  it('shows a room that is gone as an alert with the code and first message title', async () => {
    mockBooking.selectedRoomsPrice.mockRejectedValue(new ApiError({ service: 'booking', status: 409, code: 3001, messages: ['This room is sold out'] }));
    const { scope, user } = await renderAt('');
    await user.click(screen.getByRole('button', { name: 'Select: Plan ROOM, Room DBL' }));
    await settle(scope);
    expect(screen.getByRole('alert')).toHaveTextContent('These rooms can no longer be booked (error 3001): This room is sold out');
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it('shows card-shaped placeholders while the rooms load, with the filter button disabled', async () => {
    const answers: Array<() => void> = [];
    const answerRooms = () => answers.forEach((answerOne) => answerOne());
    mockBooking.searchRooms.mockImplementation(
      (_id: number, type: 'rooms' | 'plans') =>
        new Promise((resolve) => answers.push(() => resolve(type === 'rooms' ? answer(rooms) : answer(plansOf(rooms))))),
    );
    const app = await renderWithApp(
      <RemoteIntl>
        <RoomsAndPlansSection hotelId={3} hotel={null} engineHotel={engineHotel} />
      </RemoteIntl>,
      { api, locale: 'en', route: '/en/hotel/3?checkIndate=2030-12-03&checkOutdate=2030-12-05', path: '/en/hotel/3' },
    );
    await screen.findByRole('status', { name: 'Loading rooms and plans' });
    expect(screen.getByRole('status', { name: 'Loading rooms and plans' }).children.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeDisabled();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await act(async () => answerRooms());
    await settle(app.scope);
    expect(screen.queryByRole('status', { name: 'Loading rooms and plans' })).toBeNull();
    expect(cardNames()).toEqual(['Room DBL', 'Room TWN']);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeEnabled();
  });

  it('says what went wrong and retries', async () => {
    mockBooking.searchRooms.mockRejectedValueOnce(new ApiError({ service: 'booking', status: 500, code: null, messages: ['Engine down'] }));
    const { scope, user } = await renderAt('');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load rooms and plans: Engine down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle(scope);
    expect(cardNames()).toEqual(['Room DBL', 'Room TWN']);
  });

  it('speaks Japanese on the Japanese page', async () => {
    await renderAt('', { locale: 'ja' });
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('客室・プラン');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['客室から選ぶ', 'プランから選ぶ']);
    expect(screen.getAllByText('残り3室')).toHaveLength(1);
  });
});
