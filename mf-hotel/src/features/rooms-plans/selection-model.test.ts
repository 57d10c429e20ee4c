import type { SelectedRoomsQuery } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $roomSelection, authPanelRequested, roomsSelected, searchChanged, userLoggedIn } from '@hotel/bus';
import { allSettled, createStore } from 'effector';
import { $oldBooking } from './edit-model';
import type { Offer } from './lib/offers';
import {
  $choosing,
  $loginPromptFor,
  $pricing,
  $pricingFailure,
  $sameForAll,
  bookNowClicked,
  loginRequested,
  rateChosen,
  roomSlotPicked,
} from './selection-model';
import { facts, pricedSelection, rate, room } from './testing/fixtures';
import { openAt, roomsScope, urlOf } from './testing/scope';

const membersRate = rate('DBL', 'MEMBERS', 38_000, { members_only: true });
const rooms = [room('DBL', [rate('DBL', 'ROOM', 30_000), membersRate]), room('TWN', [rate('TWN', 'ROOM', 34_000)])];
const offer = (roomCode: string, planCode: string): Offer => {
  const found = rooms.find((r) => r.room_type_code === roomCode)!;
  return { room: facts(roomCode), rate: found.rates.find((r) => r.room_plan_code === planCode)! };
};
const member = { id: 'm1', firstName: 'Emily', lastName: 'Clark', email: 'e@example.com', points: 0, rank: null, rankName: null };
const $askedPanel = createStore<string | null>(null).on(authPanelRequested, (_, panel) => panel);

describe('choosing rooms and plans (SPEC 2.5, 2.6, 6)', () => {
  it('prompts a visitor to log in for a members-only plan instead of choosing it', async () => {
    const { scope } = roomsScope({ rooms });
    await openAt(scope, urlOf({}));
    await allSettled(rateChosen, { scope, params: offer('DBL', 'MEMBERS') });
    expect(scope.getState($loginPromptFor)).toBe('DBL|MEMBERS');
    expect(scope.getState($choosing).choices).toEqual([null]);
    await allSettled(loginRequested, { scope });
    expect(scope.getState($askedPanel)).toBe('login');
    // The login sets the member; the prompt goes and the member can book the plan.
    await allSettled(userLoggedIn, { scope, params: member });
    expect(scope.getState($loginPromptFor)).toBeNull();
    await allSettled(rateChosen, { scope, params: offer('DBL', 'MEMBERS') });
    expect(scope.getState($choosing).choices[0]).toMatchObject({ planCode: 'MEMBERS' });
  });

  it('prices the choice first, then Book now hands the selection over and goes to the summary', async () => {
    const price = jest.fn(async () => pricedSelection([{ code: 'DBL', plan: 'ROOM', total: 30_000 }]));
    const { scope, navigate } = roomsScope({ rooms, price });
    await openAt(scope, urlOf({ rooms: '[{"adults":2,"children":[]}]' }));
    await allSettled(bookNowClicked, { scope, params: { hotelName: 'Sakura' } });
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(rateChosen, { scope, params: offer('DBL', 'ROOM') });
    expect(price).toHaveBeenCalledWith({
      hotelId: 3,
      key: expect.any(String),
      query: {
        checkin_date: '2030-12-03',
        checkout_date: '2030-12-05',
        rooms: [{ room_type_code: 'DBL', room_plan_code: 'ROOM', adults: 2, children: 0, kids_age_range: [] }],
      },
    });
    expect(scope.getState($pricing)?.total_price).toBe(30_000);
    await allSettled(bookNowClicked, { scope, params: { hotelName: 'Sakura' } });
    expect(scope.getState($roomSelection)).toMatchObject({
      hotelId: 3,
      hotelName: 'Sakura',
      hotelPath: expect.stringMatching(/^\/en\/hotel\/3\?checkIndate=/),
      checkIn: '2030-12-03',
      checkOut: '2030-12-05',
      rooms: [{ roomTypeCode: 'DBL', planCode: 'ROOM', adults: 2, price: 30_000 }],
      edit: null,
    });
    expect(navigate).toHaveBeenLastCalledWith(expect.objectContaining({ to: '/en/summary', replace: false }));
  });

  it('a search with several rooms is chosen room by room, or the same for all', async () => {
    const price = jest.fn(async (_request: { query: SelectedRoomsQuery }) =>
      pricedSelection([{ code: 'DBL', plan: 'ROOM', total: 30_000 }, { code: 'TWN', plan: 'ROOM', total: 20_000 }]),
    );
    const { scope } = roomsScope({ rooms, price });
    await openAt(scope, urlOf({ rooms: '[{"adults":2,"children":[]},{"adults":1,"children":[]}]' }));
    expect(scope.getState($sameForAll)).toBe(false);
    await allSettled(rateChosen, { scope, params: offer('DBL', 'ROOM') });
    expect(price).not.toHaveBeenCalled();
    expect(scope.getState($choosing).active).toBe(1);
    await allSettled(rateChosen, { scope, params: offer('TWN', 'ROOM') });
    expect(price.mock.calls[0]?.[0].query.rooms).toEqual([
      expect.objectContaining({ room_type_code: 'DBL', adults: 2 }),
      expect.objectContaining({ room_type_code: 'TWN', adults: 1 }),
    ]);
    await allSettled(roomSlotPicked, { scope, params: 0 });
    await allSettled(rateChosen, { scope, params: offer('TWN', 'ROOM') });
    expect(scope.getState($choosing).choices.map((c) => c?.roomTypeCode)).toEqual(['TWN', 'TWN']);

    const same = roomsScope({ rooms, price });
    await openAt(same.scope, urlOf({ rooms: '[{"adults":2,"children":[]},{"adults":2,"children":[]}]' }));
    expect(same.scope.getState($sameForAll)).toBe(true);
    await allSettled(rateChosen, { scope: same.scope, params: offer('DBL', 'ROOM') });
    expect(same.scope.getState($choosing).choices.map((c) => c?.roomTypeCode)).toEqual(['DBL', 'DBL']);
  });

  it('shows a room that is gone as the engine’s code and first message title (SPEC 8)', async () => {
    const price = jest.fn().mockRejectedValue(new ApiError({ service: 'booking', status: 409, code: 3001, messages: ['Sold out', 'second'] }));
    const { scope } = roomsScope({ rooms, price });
    await openAt(scope, urlOf({}));
    await allSettled(rateChosen, { scope, params: offer('DBL', 'ROOM') });
    expect(scope.getState($pricingFailure)).toEqual({ code: 3001, title: 'Sold out' });
    expect(scope.getState($pricing)).toBeNull();
  });

  it('a new search from the search box clears the chosen rooms and the stored hand-over (SPEC 4)', async () => {
    const price = jest.fn(async () => pricedSelection([{ code: 'DBL', plan: 'ROOM', total: 30_000 }]));
    const { scope } = roomsScope({ rooms, price });
    await openAt(scope, urlOf({}));
    await allSettled(roomsSelected, { scope, params: { hotelId: 3 } as never });
    await allSettled(rateChosen, { scope, params: offer('DBL', 'ROOM') });
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    expect(scope.getState($choosing).choices).toEqual([null]);
    expect(scope.getState($roomSelection)).toBeNull();
  });

  it('a booking-edit entry loads the old booking and the selection carries the edit (SPEC 2.5)', async () => {
    const reservation = jest.fn(async () => ({ reservation_number: 'R-1' }));
    const price = jest.fn(async () => pricedSelection([{ code: 'DBL', plan: 'ROOM', total: 30_000 }]));
    const { scope } = roomsScope({ rooms, price, reservation });
    await openAt(scope, urlOf({ bypass_token: 'bt', email: 'a@example.jp', reservationID: 'R-1', tab: 'plan' }));
    expect(reservation).toHaveBeenCalledWith({ hotelId: 3, reservationNumber: 'R-1', email: 'a@example.jp', bypassToken: 'bt' });
    expect(scope.getState($oldBooking)).toEqual({ reservation_number: 'R-1' });
    await allSettled(rateChosen, { scope, params: offer('DBL', 'ROOM') });
    await allSettled(bookNowClicked, { scope, params: { hotelName: 'Sakura' } });
    expect(scope.getState($roomSelection)?.edit).toEqual({ reservationId: 'R-1', email: 'a@example.jp', bypassToken: 'bt' });
  });
});
