import type { EngineHotel, Locale, RoomSelection, User } from '@hotel/contracts';
import { $online, $roomSelection, $user, analyticsEvent } from '@hotel/bus';
import { ApiError } from '@hotel/api';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { createStore } from 'effector';
import { $guestDetails, guestDetailsCompleted } from '../../../entities/guest-details';
import { catalogue } from '../../../lang/catalogue';
import { arrivalTime, cake, room, selection } from '../testing/fixtures';
import { GuestDetailView } from './guest-detail-view';

const booking = {
  // The price block belongs to the funnel; these stories are about the form.
  selectedRoomsPrice: jest.fn(() => Promise.reject(new Error('not priced in these stories'))),
  hotel: jest.fn(async () => ({ id: 3, name: 'Hotel Sakura Sapporo', phone: '011-123-4567' }) as EngineHotel),
  cancellationPolicies: jest.fn(async () => []),
  extras: jest.fn(async () => [cake]),
  brandQuestions: jest.fn(async () => [arrivalTime]),
  hotelQuestions: jest.fn(async () => [arrivalTime]),
  termsSettings: jest.fn(async () => ({ terms_html: '<p>No smoking.</p>', privacy_policy_url: '', cancellation_policy_url: '' })),
  signUp: jest.fn(async () => ({ sent: true as const, email: 'jun@example.jp' })),
};
const member: User = { id: 'm1', firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.jp', points: 0, rank: null, rankName: null };
const $completed = createStore<unknown>(null).on(guestDetailsCompleted, (_, completed) => completed);
const $events = createStore<unknown[]>([]).on(analyticsEvent, (events, event) => [...events, event]);

async function openPage({ locale = 'ja', stay = selection(), user = null, online = true }: { locale?: Locale; stay?: RoomSelection; user?: User | null; online?: boolean } = {}) {
  const prefix = locale === 'ja' ? '' : `/${locale}`;
  const app = await renderWithApp(<GuestDetailView />, {
    api: { booking },
    locale,
    catalogue,
    values: [[$roomSelection, stay], [$user, user], [$online, online]],
    route: `${prefix}/guest-detail`,
    path: `${prefix}/guest-detail`,
    routes: [{ path: `${prefix}/payment`, element: <p>payment page</p> }],
  });
  await settle(app.scope);
  return app;
}

beforeEach(() => jest.clearAllMocks());

describe('guest details (SPEC 2.6 step 4)', () => {
  it('a Japanese visitor fills one room in kanji and hiragana and goes on to payment', async () => {
    const { user, scope, router } = await openPage();
    const room1 = screen.getByRole('group', { name: '客室1 — Twin' });
    await user.type(within(room1).getByRole('textbox', { name: '姓' }), '山田');
    await user.type(within(room1).getByRole('textbox', { name: '名' }), '太郎');
    await user.type(within(room1).getByRole('textbox', { name: 'せい（ひらがな）' }), 'やまだ');
    await user.type(within(room1).getByRole('textbox', { name: 'めい（ひらがな）' }), 'たろう');
    await user.type(within(room1).getByRole('textbox', { name: 'メールアドレス' }), ' taro@example.jp ');
    await user.type(within(room1).getByRole('textbox', { name: '電話番号' }), '090-1234-5678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Arrival time' }), '16:00');
    await user.selectOptions(screen.getByRole('combobox', { name: '数量' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'お届け日時' }), '2030-06-02T19:00');
    await user.click(screen.getByRole('checkbox', { name: /利用規約/ }));
    await user.click(screen.getByRole('button', { name: 'お支払いへ進む' }));
    await settle(scope);

    expect(scope.getState($completed)).toMatchObject({
      selectedAt: stayAt(),
      values: { guests: [{ last_name: '山田', first_name: '太郎', last_name_kana: 'やまだ', email: 'taro@example.jp' }] },
      order: {
        answers: [{ question_id: 1, text: '16:00' }],
        extras: [{ extra_id: 7, quantity: 2, delivery_times: [{ delivered_at: '2030-06-02T19:00', quantity: 2, price: 2500 }] }],
      },
    });
    expect(scope.getState($events)).toContainEqual({ event: 'checkout', step: 1 });
    expect(router.state.location.pathname).toBe('/payment');
    expect(booking.hotelQuestions).toHaveBeenCalledWith(3, { label_filters: ['place_booking_process', 'all_users'] }, ['ROOM']);
  });

  it('an English visitor typing a Japanese name is asked for English letters', async () => {
    const { user } = await openPage({ locale: 'en' });
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.type(lastName, '山田');
    await user.tab();
    expect(lastName).toHaveAccessibleDescription(expect.stringContaining('Please input in English.'));
    expect(screen.queryByRole('textbox', { name: /hiragana/ })).not.toBeInTheDocument();
  });

  it('does not proceed with the policy box unticked, and says why', async () => {
    const { user, scope, router } = await openPage({ locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await settle(scope);
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription('Please agree to the terms to continue');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
    expect(scope.getState($completed)).toBeNull();
    expect(router.state.location.pathname).toBe('/en/guest-detail');
  });

  it('offers "booking for someone else" only with exactly one room', async () => {
    await openPage({ locale: 'en', stay: selection([room('Twin'), room('Double')]) });
    expect(screen.getByRole('group', { name: 'Room 2 — Double' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'I am booking for someone else' })).not.toBeInTheDocument();
  });

  it('shows a member their own details, read-only, and no sign-up or newsletter boxes', async () => {
    const { user } = await openPage({ locale: 'en', user: member });
    const room1 = screen.getByRole('group', { name: 'Room 1 — Twin' });
    expect(room1).toHaveTextContent('Yamada Hanako');
    expect(room1).toHaveTextContent('hanako@example.jp');
    expect(within(room1).queryByRole('textbox', { name: 'Last name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Register as a new member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /newsletter/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am booking for someone else' }));
    expect(screen.getByRole('group', { name: 'Guest who will stay' })).toBeInTheDocument();
  });
});

describe('proceeding as a member-to-be, or offline', () => {
  async function fillAsVisitor(user: Awaited<ReturnType<typeof openPage>>['user']) {
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Mori');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Jun');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jun@example.jp');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '090-1234-5678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Arrival time' }), '15:00');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  }

  it('offline, says so and sends nothing', async () => {
    const { user, scope } = await openPage({ locale: 'en', online: false });
    await fillAsVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await settle(scope);
    expect(screen.getByRole('alert')).toHaveTextContent('You are Offline!');
    expect(scope.getState($completed)).toBeNull();
  });

  it('a refused sign-up shows the server’s message and stays on the page', async () => {
    booking.signUp.mockRejectedValueOnce(new ApiError({ service: 'booking', status: 422, code: 422, messages: ['Email has already been taken'] }));
    const { user, scope, router } = await openPage({ locale: 'en' });
    await fillAsVisitor(user);
    await user.click(screen.getByRole('checkbox', { name: 'Register as a new member' }));
    await user.type(screen.getByLabelText(/^Password/), 'Morijun2026');
    await user.type(screen.getByLabelText(/^Re-enter password/), 'Morijun2026');
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await settle(scope);
    expect(booking.signUp).toHaveBeenCalledWith(3, expect.objectContaining({ email: 'jun@example.jp', last_name: 'Mori', password: 'Morijun2026' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email has already been taken');
    expect(router.state.location.pathname).toBe('/en/guest-detail');
    expect(JSON.stringify(scope.getState($guestDetails))).not.toContain('Morijun2026');
  });
});

const stayAt = () => selection().selectedAt;
