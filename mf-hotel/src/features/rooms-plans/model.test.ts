import { ApiError } from '@hotel/api';
import { $booking, localeChanged, searchChanged, bookingChanged, userLoggedIn } from '@hotel/bus';
import { allSettled } from 'effector';
import {
  $childAgesMissing,
  $fallbackUsed,
  $results,
  $searchFailure,
  $searching,
  $view,
  childAgesChosen,
  retryClicked,
  viewSwitched,
} from './model';
import type { SearchRequest } from './lib/address';
import { rate, room } from './testing/fixtures';
import { follow, hotelPath, openAt, roomsScope, urlOf } from './testing/scope';

const rooms = [room('DBL', [rate('DBL', 'ROOM', 30_000)])];
const kidsTiers = {
  kids_setting: { accept_type: 'accept' as const, kids_type: ['tiers' as const] },
  kids_tiers: [{ code: 'A', name: 'Infant', min_age: 0, max_age: 5, bedding: true }],
};
const member = { id: 'm1', firstName: 'Emily', lastName: 'Clark', email: 'e@example.com', points: 0, rank: null, rankName: null };
const lastCall = (mock: jest.Mock) => mock.mock.calls[mock.mock.calls.length - 1]?.[0];

/** An engine search the test answers when it chooses, and a promise that the engine has been asked. */
function heldSearch() {
  let answer: (value: unknown) => void = () => undefined;
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const call = () => {
    markAsked();
    return new Promise((resolve) => (answer = resolve));
  };
  return { call, asked, answer: (value: unknown) => answer(value) };
}

describe('room search of the hotel page (SPEC 2.5, 4 "Hotel detail room search")', () => {
  it('searches rooms and plans once the kids-tier settings are known, and shares the URL’s search as booking data', async () => {
    const { scope, search } = roomsScope({ rooms });
    await openAt(scope, urlOf({ rooms: '[{"adults":2,"children":[]}]', type: 'plans' }));
    expect(search).toHaveBeenCalledTimes(1);
    expect(lastCall(search)).toMatchObject({
      hotelId: 3,
      query: { checkin_date: '2030-12-03', checkout_date: '2030-12-05', rooms: [{ adults: 2, children: 0 }] },
    });
    expect(scope.getState($results)?.rooms).toEqual(rooms);
    expect(scope.getState($view)).toBe('plans');
    expect(scope.getState($booking)).toMatchObject({ checkIn: '2030-12-03', checkOut: '2030-12-05', type: 'plans', hotelID: '3', searchType: 'hotel' });
  });

  it('re-runs on language change, on login and on Retry, but not when the view switches', async () => {
    const { scope, search, navigate } = roomsScope({ rooms });
    await openAt(scope, urlOf({}));
    await allSettled(viewSwitched, { scope, params: 'plans' });
    expect(lastCall(navigate)).toMatchObject({ to: expect.stringContaining('type=plans'), replace: true });
    await follow(scope, lastCall(navigate).to);
    expect(search).toHaveBeenCalledTimes(1);
    await allSettled(localeChanged, { scope, params: 'ja' });
    await allSettled(userLoggedIn, { scope, params: member });
    await allSettled(retryClicked, { scope });
    expect(search).toHaveBeenCalledTimes(4);
  });

  it('retries once with 2 adults when nothing fits, stores that party and says so', async () => {
    const { scope, search, navigate } = roomsScope({ rooms: (request: SearchRequest) => (request.query.rooms[0]?.adults === 8 ? [] : rooms) });
    await openAt(scope, urlOf({ rooms: '[{"adults":8,"children":[]}]' }));
    expect(scope.getState($results)).toBeNull();
    expect(scope.getState($booking).roomList).toEqual([{ id: 1, adults: 2, children: [] }]);
    const { to, replace } = lastCall(navigate);
    expect(replace).toBe(true);
    expect(new URL(to, 'http://x').searchParams.get('rooms')).toBe('[{"adults":2,"children":[]}]');
    await follow(scope, to);
    expect(lastCall(search).query.rooms).toEqual([{ adults: 2, children: 0 }]);
    expect(scope.getState($results)?.rooms).toEqual(rooms);
    expect(scope.getState($fallbackUsed)).toBe(true);
  });

  it.each([
    ['in the past', { checkIndate: '2020-01-01', checkOutdate: '2020-01-02' }],
    ['reversed', { checkIndate: '2030-12-05', checkOutdate: '2030-12-03' }],
    ['not dates', { checkIndate: 'soon', checkOutdate: '' }],
  ])('URL dates %s fall back to +7/+8 days and the URL is rewritten to say so (SPEC 4, issue 13)', async (_case, dates) => {
    const { scope, search, navigate } = roomsScope({ rooms });
    await openAt(scope, urlOf(dates));
    const searched = lastCall(search).query;
    expect(navigate).toHaveBeenCalledTimes(1);
    const { to, replace } = lastCall(navigate);
    expect(replace).toBe(true);
    const written = new URL(to, 'http://x').searchParams;
    expect([written.get('checkIndate'), written.get('checkOutdate')]).toEqual([searched.checkin_date, searched.checkout_date]);
    await follow(scope, to);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('bad URL dates and a stored OFF5 are written to the URL in one rewrite (SPEC 4)', async () => {
    const { scope, navigate } = roomsScope({ rooms, booking: { promoCode: 'OFF5', promoCodeExist: true } });
    await openAt(scope, urlOf({ checkIndate: '2020-01-01', checkOutdate: '2020-01-02' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const written = new URL(lastCall(navigate).to, 'http://x').searchParams;
    expect(written.get('coupon_code')).toBe('OFF5');
    expect(written.get('checkIndate')).not.toBe('2020-01-01');
  });

  it('does not retry a search already made for 2 adults: it shows that nothing is free', async () => {
    const { scope, search, navigate } = roomsScope({ rooms: [] });
    await openAt(scope, urlOf({ rooms: '[{"adults":2,"children":[]}]' }));
    expect(search).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($results)).toEqual(expect.objectContaining({ rooms: [] }));
  });

  it('asks for children’s ages at a kids-tier hotel before searching, then searches with them in the URL', async () => {
    const { scope, search, navigate } = roomsScope({ rooms, tiers: kidsTiers });
    await openAt(scope, urlOf({ rooms: '[{"adults":2,"children":1}]' }));
    expect(scope.getState($childAgesMissing)).toBe(true);
    expect(search).not.toHaveBeenCalled();
    const withAge = [{ id: 1, adults: 2, children: [{ age: 4, bed: true }] }];
    await allSettled(childAgesChosen, { scope, params: withAge });
    expect(scope.getState($booking).roomList).toEqual(withAge);
    expect(lastCall(navigate)).toMatchObject({ replace: false });
    await follow(scope, lastCall(navigate).to);
    expect(scope.getState($childAgesMissing)).toBe(false);
    expect(lastCall(search).query.rooms).toEqual([{ adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] }]);
  });

  it('searches with OFF5 from booking data and puts it in the URL', async () => {
    const { scope, search, navigate } = roomsScope({ rooms, booking: { promoCode: 'OFF5', promoCodeExist: true } });
    await openAt(scope, urlOf({}));
    expect(lastCall(search).query.coupon_code).toBe('OFF5');
    expect(lastCall(navigate)).toMatchObject({ to: expect.stringContaining('coupon_code=OFF5'), replace: true });
    await follow(scope, lastCall(navigate).to);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('a search committed in the page’s search box goes to the URL and runs', async () => {
    const { scope, search, navigate } = roomsScope({ rooms });
    await openAt(scope, urlOf({ roomCode: 'DBL' }));
    await allSettled(bookingChanged, { scope, params: { checkIn: '2030-12-10', checkOut: '2030-12-12' } });
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    const { to, replace } = lastCall(navigate);
    expect(replace).toBe(true);
    expect(to).toMatch(new RegExp(`^${hotelPath}\\?checkIndate=2030-12-10&checkOutdate=2030-12-12`));
    expect(to).not.toContain('roomCode');
    await follow(scope, to);
    expect(lastCall(search).query).toMatchObject({ checkin_date: '2030-12-10', checkout_date: '2030-12-12' });
    // The same search committed again still runs again (SPEC 4), without touching the URL.
    const calls = navigate.mock.calls.length;
    await allSettled(searchChanged, { scope, params: { source: 'search-box' } });
    expect(navigate).toHaveBeenCalledTimes(calls);
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('shows only the answer to the latest search', async () => {
    const first = heldSearch();
    const second = heldSearch();
    const search = jest.fn().mockImplementationOnce(first.call).mockImplementationOnce(second.call);
    const { scope } = roomsScope({ search });
    const opened = openAt(scope, urlOf({}));
    await first.asked;
    expect(scope.getState($searching)).toBe(true);
    // allSettled waits for every effect of the scope, so the first answer comes before the second settles.
    const moved = follow(scope, urlOf({ checkIndate: '2030-12-10', checkOutdate: '2030-12-11' }));
    await second.asked;
    second.answer({ rooms, plans: [], stay: { checkIn: '2030-12-10', checkOut: '2030-12-11', nights: 1 } });
    first.answer({ rooms: [], plans: [], stay: { checkIn: '2030-12-03', checkOut: '2030-12-05', nights: 2 } });
    await Promise.all([opened, moved]);
    expect(scope.getState($results)?.stay.checkIn).toBe('2030-12-10');
    expect(scope.getState($searching)).toBe(false);
  });

  it('keeps the last answer on show while a new search runs, and shows the loader only before the first', async () => {
    const next = heldSearch();
    const search = jest
      .fn()
      .mockResolvedValueOnce({ rooms, plans: [], stay: { checkIn: '2030-12-03', checkOut: '2030-12-05', nights: 2 } })
      .mockImplementationOnce(next.call);
    const { scope } = roomsScope({ search });
    await openAt(scope, urlOf({}));
    const moved = follow(scope, urlOf({ checkIndate: '2030-12-10', checkOutdate: '2030-12-11' }));
    await next.asked;
    expect(scope.getState($searching)).toBe(true);
    expect(scope.getState($results)?.stay.checkIn).toBe('2030-12-03');
    next.answer({ rooms, plans: [], stay: { checkIn: '2030-12-10', checkOut: '2030-12-11', nights: 1 } });
    await moved;
    expect(scope.getState($results)?.stay.checkIn).toBe('2030-12-10');
  });

  it('says what went wrong, and Retry searches again', async () => {
    const search = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ service: 'booking', status: 500, code: 9000, messages: ['Engine unavailable'] }))
      .mockResolvedValue({ rooms, plans: [], stay: { checkIn: '2030-12-03', checkOut: '2030-12-05', nights: 2 } });
    const { scope } = roomsScope({ search });
    await openAt(scope, urlOf({}));
    expect(scope.getState($searchFailure)).toEqual({ code: 9000, title: 'Engine unavailable' });
    await allSettled(retryClicked, { scope });
    expect(scope.getState($searchFailure)).toBeNull();
    expect(scope.getState($results)?.rooms).toEqual(rooms);
  });
});
