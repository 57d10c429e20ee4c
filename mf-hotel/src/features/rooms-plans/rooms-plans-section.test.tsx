import type { EngineHotel, Locale, User } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $locale, $roomSelection, $user, authPanelRequested } from '@hotel/bus';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from '@hotel/ui/router';
import { RemoteIntl } from '../../remote-intl';
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
jest.mock('@hotel/api', () => ({ ...jest.requireActual('@hotel/api'), currentApi: () => ({ booking: mockBooking }) }));

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

function waitInAct(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

async function renderAt(query: string, { locale = 'en', user = null }: { locale?: Locale; user?: User | null } = {}) {
  const path = locale === 'en' ? '/en/hotel/3' : '/hotel/3';
  window.history.replaceState(null, '', `${path}?checkIndate=2030-12-03&checkOutdate=2030-12-05${query}`);
  const scope = fork({ values: [[$locale, locale], [$user, user]] });
  const router = createBrowserRouter([
    {
      path,
      element: (
        <RemoteIntl>
          <RoomsAndPlansSection hotelId={3} hotel={null} engineHotel={engineHotel} />
        </RemoteIntl>
      ),
    },
    { path: '/en/summary', element: <p>summary page</p> },
  ]);
  await act(async () => {
    render(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    );
  });
  await waitInAct(20);
  return { scope, router };
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
    const { router } = await renderAt('&type=rooms');
    expect(screen.getByRole('heading', { level: 2, name: 'Rooms & plans' })).toBeTruthy();
    expect(cardNames()).toEqual(['Room DBL', 'Room TWN']);
    const double = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(double).getByText('¥30,000')).toBeTruthy();
    expect(within(double).getByText('Only 3 left')).toBeTruthy();
    expect(within(double).getAllByText(/^Free cancellation until Dec 2, 23:59$/).length).toBe(2);
    expect(within(double).getAllByText('Payment: pay at the hotel or card').length).toBe(2);
    expect(screen.getByText(/Tue, Dec 3 – Thu, Dec 5 · 2 nights · 1 room, 2 adults/)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'By plan' })));
    await waitInAct(10);
    expect(router.state.location.search).toContain('type=plans');
    expect(screen.getByRole('tab', { name: 'By plan' }).getAttribute('aria-selected')).toBe('true');
    expect(cardNames()).toEqual(['Plan ROOM', 'Plan MEMBERS Members only', 'Plan BRK']);
  });

  it('sorts from a popup that closes on an outside click', async () => {
    await renderAt('');
    const sortButton = screen.getByRole('button', { name: 'Sort: Price (low to high)' });
    await act(async () => fireEvent.click(sortButton));
    expect(screen.getByRole('menu', { name: 'Sort rooms and plans' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: /Price \(low to high\)/ }));
    await act(async () => fireEvent.pointerDown(document.body));
    expect(screen.queryByRole('menu')).toBeNull();
    await act(async () => fireEvent.click(sortButton));
    await act(async () => fireEvent.click(screen.getByRole('menuitemradio', { name: /Price \(high to low\)/ })));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(cardNames()).toEqual(['Room TWN', 'Room DBL']);
  });

  it('filters in a side panel: Done keeps only the matching rates', async () => {
    await renderAt('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    await waitInAct(10);
    const panel = screen.getByRole('dialog', { name: 'Filter rooms and plans' });
    await act(async () => fireEvent.click(within(panel).getByRole('checkbox', { name: 'Breakfast included' })));
    expect(within(panel).getByRole('slider', { name: 'Maximum price' }).getAttribute('aria-valuetext')).toBe('¥44,000');
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Show 2 rates' })));
    await waitInAct(10);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Plan MEMBERS Members only', 'Plan BRK']);
  });

  it('prompts a visitor to log in for a members-only plan and shows what members pay', async () => {
    const { scope } = await renderAt('');
    expect(screen.getAllByText('Members pay ¥41,800').length).toBe(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select: Plan MEMBERS, Room DBL' })));
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('This plan is for members only. Log in to book it.');
    await act(async () => fireEvent.click(within(prompt).getByRole('button', { name: 'Log in to book' })));
    expect(scope.getState($askedPanel)).toBe('login');
  });

  it('shows a member the member price with the public price struck through', async () => {
    await renderAt('', { user: member });
    const twin = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(twin).getByText('¥41,800')).toBeTruthy();
    expect(within(twin).getByText('¥44,000').tagName).toBe('S');
    expect(within(twin).getByText('Member discount 5%')).toBeTruthy();
    expect(screen.queryByText(/Members pay/)).toBeNull();
  });

  it('prices the chosen rate and Book now goes to the summary with the selection', async () => {
    const { scope, router } = await renderAt('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select: Plan ROOM, Room DBL' })));
    await waitInAct(10);
    const bar = screen.getByRole('region', { name: 'Your selection' });
    expect(within(bar).getByText('Room DBL · Plan ROOM')).toBeTruthy();
    expect(within(bar).getByText('¥30,000')).toBeTruthy();
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Book now' })));
    await waitInAct(10);
    expect(router.state.location.pathname).toBe('/en/summary');
    expect(scope.getState($roomSelection)).toMatchObject({ hotelName: 'Hotel Sakura Sapporo', rooms: [{ roomTypeCode: 'DBL', planCode: 'ROOM' }] });
  });

  it('shows a room that is gone as an alert with the code and first message title', async () => {
    mockBooking.selectedRoomsPrice.mockRejectedValue(new ApiError({ service: 'booking', status: 409, code: 3001, messages: ['This room is sold out'] }));
    await renderAt('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select: Plan ROOM, Room DBL' })));
    await waitInAct(10);
    expect(screen.getByRole('alert').textContent).toBe('These rooms can no longer be booked (error 3001): This room is sold outClose');
    expect((screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows card-shaped placeholders while the rooms load, with the filter button disabled', async () => {
    const answers: Array<() => void> = [];
    const answerRooms = () => answers.forEach((answerOne) => answerOne());
    mockBooking.searchRooms.mockImplementation(
      (_id: number, type: 'rooms' | 'plans') =>
        new Promise((resolve) => answers.push(() => resolve(type === 'rooms' ? answer(rooms) : answer(plansOf(rooms))))),
    );
    await renderAt('');
    expect(screen.getByRole('status', { name: 'Loading rooms and plans' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Filter' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answerRooms());
    await waitInAct(10);
    expect(screen.queryByRole('status', { name: 'Loading rooms and plans' })).toBeNull();
  });

  it('says what went wrong and retries', async () => {
    mockBooking.searchRooms.mockRejectedValueOnce(new ApiError({ service: 'booking', status: 500, code: null, messages: ['Engine down'] }));
    await renderAt('');
    expect(screen.getByRole('alert').textContent).toContain('We could not load rooms and plans: Engine down');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitInAct(10);
    expect(cardNames()).toEqual(['Room DBL', 'Room TWN']);
  });

  it('speaks Japanese on the Japanese page', async () => {
    await renderAt('', { locale: 'ja' });
    expect(screen.getByRole('heading', { level: 2, name: '客室・プラン' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'プランから選ぶ' })).toBeTruthy();
    expect(screen.getAllByText('残り3室').length).toBe(1);
  });
});
