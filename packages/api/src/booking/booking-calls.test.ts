import type { RoomSearchQuery } from '@hotel/contracts';
import { noResponseCache } from '../cache/response-cache';
import { createApi } from '../create-api';
import { fakeFetch, json, queryOf, type RecordedRequest, type Responder } from '../testing/fake-fetch';
import { fakeSession, testEnv, type Tokens } from '../testing/fake-session';
import type { BookingApi } from './booking-api';

function setUp(responder: Responder = () => json(200, { data: { ok: true } }), tokens: Partial<Tokens> = {}, appVersion?: string) {
  const session = fakeSession(tokens);
  const network = fakeFetch(responder);
  const api = createApi(testEnv, session, { fetch: network.fetch, cache: noResponseCache, ...(appVersion ? { appVersion } : {}) });
  return { session, network, booking: api.booking };
}

const only = (requests: RecordedRequest[]): RecordedRequest => {
  expect(requests).toHaveLength(1);
  return requests[0] as RecordedRequest;
};

const stay = { checkin_date: '2026-05-01', checkout_date: '2026-05-03' };
const ref = { hotelId: 12, reservationNumber: 'R-1', email: 'hanako@example.jp', bypassToken: 'bp' };
const guest = { email: 'h@example.jp', first_name: 'Hanako', last_name: 'Sato', first_name_kana: '', last_name_kana: '', phone: '0312345678' };

/** Every call of the sandbox README booking table: the method and path it must use. */
const table: Array<[string, (b: BookingApi) => Promise<unknown>, string, string]> = [
  ['hotel', (b) => b.hotel(12), 'GET', '/booking/hotels/12'],
  ['tiers', (b) => b.tiers(12), 'GET', '/booking/hotels/12/tiers'],
  ['brandHotelPrices', (b) => b.brandHotelPrices({ page: 1, per_page: 5, rooms: [], hotel_codes: [] }), 'GET', '/booking/hotel_brands/297/hotels'],
  ['termsSettings', (b) => b.termsSettings(12), 'GET', '/booking/hotels/12/settings/terms_and_conditions'],
  ['searchBarSettings', (b) => b.searchBarSettings(12), 'GET', '/booking/hotels/12/settings/search_bar'],
  ['bookingWidgetSettings', (b) => b.bookingWidgetSettings(12), 'GET', '/booking/hotels/12/settings/booking_widget'],
  ['searchRooms', (b) => b.searchRooms(12, 'plans', { ...stay, rooms: [] }), 'GET', '/booking/hotels/12/rooms'],
  ['cancellationPolicies', (b) => b.cancellationPolicies(12, ['P1']), 'GET', '/booking/hotels/12/cancellation_policies'],
  ['selectedRoomsPrice', (b) => b.selectedRoomsPrice(12, { ...stay, rooms: [] }), 'GET', '/booking/hotels/12/rooms/price'],
  ['inventory', (b) => b.inventory(12, { start_date: '2026-05-01', end_date: '2026-05-31', adults: 2, children: 0, nights: 1 }), 'GET', '/booking/hotels/12/rooms/inventory'],
  ['availability', (b) => b.availability(12, { start_date: '2026-05-01', end_date: '2026-05-31', room_plan_code: 'P1', adults: 2, nights: 1, children: 0 }), 'GET', '/booking/hotels/12/rooms/availability'],
  ['brandInventory', (b) => b.brandInventory({ year_month: '2026-05', adults: 2, children: 0, nights: 1, hotel_ids: [1, 2] }), 'GET', '/booking/hotel_brands/297/inventory'],
  ['extras', (b) => b.extras(12, { ...stay, room_plan_codes: ['P1'] }), 'GET', '/booking/hotels/12/extras'],
  ['hotelQuestions', (b) => b.hotelQuestions(12, { label_filters: ['place_booking_process'] }, ['A', 'B']), 'GET', '/booking/hotels/12/additional_questions'],
  ['brandQuestions', (b) => b.brandQuestions({ label_filters: ['all_users'] }), 'GET', '/booking/hotel_brands/297/additional_questions'],
  ['createReservation', (b) => b.createReservation(12, { rooms: [], payment_method: 'onsite' }, 'key-1'), 'POST', '/booking/hotels/12/reservations'],
  ['getReservation', (b) => b.getReservation(ref), 'GET', '/booking/hotels/12/reservations/R-1'],
  ['updateReservation', (b) => b.updateReservation(ref, { ...stay, rooms: [] }), 'PUT', '/booking/hotels/12/reservations/R-1'],
  ['cancelReservation', (b) => b.cancelReservation(ref, { language: 'ja', category: 'other', reason: 'x' }), 'PUT', '/booking/hotels/12/reservations/R-1/cancel'],
  ['updateGuests', (b) => b.updateGuests(ref, { guests: [guest] }), 'PUT', '/booking/hotels/12/reservations/R-1/guests'],
  ['reservationSettings', (b) => b.reservationSettings(ref), 'GET', '/booking/hotels/12/reservations/R-1/update_settings'],
  ['reservationQuestions', (b) => b.reservationQuestions(ref, { label_filters: ['place_confirmation_screen'] }), 'GET', '/booking/hotels/12/reservations/R-1/additional_questions'],
  ['answerReservationQuestions', (b) => b.answerReservationQuestions(ref, [{ question_id: 1, text: '18:00' }]), 'PUT', '/booking/hotels/12/reservations/R-1/additional_questions/batch_update'],
  ['receipt', (b) => b.receipt(ref), 'GET', '/booking/hotels/12/reservations/R-1/receipt'],
  ['settlePayment', (b) => b.settlePayment(ref, { card_token: 'tok' }), 'POST', '/booking/hotels/12/reservations/R-1/payment'],
  ['userReservations', (b) => b.userReservations(), 'GET', '/booking/user/reservations'],
  ['membershipToken', (b) => b.membershipToken(12, 'loyalty-1'), 'POST', '/booking/hotels/12/memberships/tokens'],
  ['signIn', (b) => b.signIn(12, { email: 'h@example.jp', password: 'pw' }), 'POST', '/booking/hotels/12/memberships/sign_in'],
  ['signUp', (b) => b.signUp(12, { ...guest, hotel_id: 12, email_permission: true }), 'POST', '/booking/hotels/12/memberships/sign_up'],
  ['signOut', (b) => b.signOut(12), 'DELETE', '/booking/hotels/12/memberships/sign_out'],
  ['startResetPassword', (b) => b.startResetPassword(12, 'h@example.jp'), 'POST', '/booking/hotels/12/memberships/start_reset_password_process'],
  ['updatePassword', (b) => b.updatePassword(12, { reset_password_token: 't', password: 'p', password_confirmation: 'p' }), 'PUT', '/booking/hotels/12/memberships/update_password'],
  ['showMembership', (b) => b.showMembership(12), 'GET', '/booking/hotels/12/memberships/show'],
  ['updateMembership', (b) => b.updateMembership(12, { first_name: 'Hana' }), 'PUT', '/booking/hotels/12/memberships/update'],
  ['cancelMembership', (b) => b.cancelMembership(12), 'POST', '/booking/hotels/12/memberships/cancel'],
  ['confirmMembership', (b) => b.confirmMembership(12, { confirmation_token: 'c', program_id: 'p' }), 'GET', '/booking/hotels/12/memberships/confirm'],
  ['points', (b) => b.points(12), 'GET', '/booking/hotels/12/memberships/point'],
  ['creditCards', (b) => b.creditCards(12), 'GET', '/booking/hotels/12/memberships/credit_cards'],
  ['pointHistories', (b) => b.pointHistories(12), 'GET', '/booking/hotels/12/memberships/point_histories'],
  ['exchangeRefreshToken', (b) => b.exchangeRefreshToken('refresh-1'), 'POST', '/booking/oauth/token'],
];

describe('booking-engine calls (sandbox README table)', () => {
  it.each(table)('%s is %s %s', async (_name, invoke, method, pathname) => {
    const { network, booking } = setUp();
    await invoke(booking);
    const request = only(network.requests);
    expect([request.method, request.url.pathname]).toEqual([method, pathname]);
  });

  it('covers every function the booking client has (the page fan-out is tested in brand-prices)', () => {
    const functions = Object.keys(setUp().booking).filter((name) => name !== 'allBrandHotelPrices');
    expect(table.map(([name]) => name).sort()).toEqual(functions.sort());
  });
});

describe('booking-engine headers (SPEC 7)', () => {
  it('sends client-session, locale and the default app-version; no authorization for a visitor', async () => {
    const { network, booking } = setUp(undefined, { locale: 'zh-TW' });
    await booking.hotel(1);
    const { headers } = only(network.requests);
    expect([headers.get('client-session'), headers.get('locale'), headers.get('app-version')]).toEqual(['cs-1', 'zh-TW', 'tripla-API/1.0']);
    expect(headers.has('authorization')).toBe(false);
  });

  it("sends a member's bearer token and a configured app-version", async () => {
    const { network, booking } = setUp(undefined, { accessToken: 'access-1' }, 'site/2.0');
    await booking.points(1);
    const { headers } = only(network.requests);
    expect([headers.get('authorization'), headers.get('app-version')]).toEqual(['Bearer access-1', 'site/2.0']);
  });

  it('reads the locale at call time, so a language change applies to the next call', async () => {
    const { session, network, booking } = setUp();
    await booking.hotel(1);
    session.tokens.locale = 'ko';
    await booking.hotel(1);
    expect(network.requests.map((r) => r.headers.get('locale'))).toEqual(['ja', 'ko']);
  });

  it('sends the caller’s Idempotency-Key with a new reservation, else a random UUID', async () => {
    const { network, booking } = setUp();
    await booking.createReservation(1, { rooms: [], payment_method: 'onsite' }, 'booking-attempt-7');
    await booking.createReservation(1, { rooms: [], payment_method: 'onsite' });
    const [given, generated] = network.requests.map((r) => r.headers.get('idempotency-key'));
    expect(given).toBe('booking-attempt-7');
    expect(generated).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('exchanges a refresh token form-encoded, without the session headers', async () => {
    const { network, booking } = setUp(() => json(200, { access_token: 'a', token_type: 'bearer', expires_in: 1800, refresh_token: 'r' }), { accessToken: 'old' });
    await expect(booking.exchangeRefreshToken('refresh-1')).resolves.toMatchObject({ access_token: 'a' });
    const request = only(network.requests);
    expect(request.headers.get('content-type')).toMatch(/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    expect(request.headers.has('client-session') || request.headers.has('authorization')).toBe(false);
  });
});

describe('booking-engine query encoding', () => {
  it('sends a room search as type= and q=<JSON>', async () => {
    const query: RoomSearchQuery = { ...stay, rooms: [{ adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] }], coupon_code: 'OFF5' };
    const { network, booking } = setUp(() => json(200, { data: [], ...stay, nights: 2 }));
    await booking.searchRooms(12, 'rooms', query);
    const request = only(network.requests);
    expect(request.url.searchParams.get('type')).toBe('rooms');
    expect(queryOf(request)).toEqual(query);
  });

  it('sends cancellation-policy plan codes as q={"room_plan_codes":[…]}', async () => {
    const { network, booking } = setUp();
    await booking.cancellationPolicies(12, ['P1', 'P2']);
    expect(queryOf(only(network.requests))).toEqual({ room_plan_codes: ['P1', 'P2'] });
  });

  it('sends question filters as q= and plan codes comma-separated', async () => {
    const { network, booking } = setUp();
    await booking.hotelQuestions(12, { label_filters: ['place_booking_process', 'all_users'] }, ['A', 'B']);
    const request = only(network.requests);
    expect(queryOf(request)).toEqual({ label_filters: ['place_booking_process', 'all_users'] });
    expect(request.url.searchParams.get('room_plan_codes')).toBe('A,B');
  });

  it('sends the brand inventory hotel ids comma-separated and plain parameters as they are', async () => {
    const { network, booking } = setUp();
    await booking.brandInventory({ year_month: '2026-05', adults: 2, children: 1, nights: 1, hotel_ids: [3, 4] });
    expect(Object.fromEntries(only(network.requests).url.searchParams)).toEqual({
      year_month: '2026-05',
      adults: '2',
      children: '1',
      nights: '1',
      hotel_ids: '3,4',
    });
  });

  it('opens a reservation with e-mail and bypass token, and adds q= to its questions', async () => {
    const { network, booking } = setUp();
    await booking.reservationQuestions(ref, { label_filters: ['place_confirmation_screen'] });
    const request = only(network.requests);
    expect(request.url.searchParams.get('email')).toBe('hanako@example.jp');
    expect(request.url.searchParams.get('bypass_token')).toBe('bp');
    expect(queryOf(request)).toEqual({ label_filters: ['place_confirmation_screen'] });
  });

  it('leaves the e-mail and bypass token out for a member, and encodes path segments', async () => {
    const { network, booking } = setUp();
    await booking.getReservation({ hotelId: 'tokyo/1', reservationNumber: 'R 1' });
    const request = only(network.requests);
    expect(request.url.pathname).toBe('/booking/hotels/tokyo%2F1/reservations/R%201');
    expect(request.url.search).toBe('');
  });

  it('confirms a membership with the hotel id in the query too', async () => {
    const { network, booking } = setUp();
    await booking.confirmMembership(12, { confirmation_token: 'c', program_id: 'p' });
    expect(Object.fromEntries(only(network.requests).url.searchParams)).toEqual({ confirmation_token: 'c', program_id: 'p', hotel_id: '12' });
  });
});

describe('booking-engine envelopes', () => {
  it('unwraps { data } answers', async () => {
    const { booking } = setUp(() => json(200, { data: { id: 12, name: 'Sakura Kyoto' } }));
    await expect(booking.hotel(12)).resolves.toEqual({ id: 12, name: 'Sakura Kyoto' });
  });

  it('returns the answers the README marks "not enveloped" whole', async () => {
    const search = { data: [{ code: 'P1' }], ...stay, nights: 2 };
    const { booking } = setUp(() => json(200, search));
    await expect(booking.searchRooms(12, 'plans', { ...stay, rooms: [] })).resolves.toEqual(search);
    await expect(booking.availability(12, { ...stay, start_date: '', end_date: '', room_plan_code: 'P', adults: 1, nights: 1, children: 0 })).resolves.toEqual(search);
  });

  it('returns nothing for 204 No Content', async () => {
    const { booking } = setUp(() => new Response(null, { status: 204 }));
    await expect(booking.signOut(12)).resolves.toBeUndefined();
  });

  it('rejects an answer that is not JSON with an ApiError', async () => {
    const { booking } = setUp(() => new Response('<html>', { status: 200 }));
    await expect(booking.hotel(12)).rejects.toMatchObject({ name: 'ApiError', service: 'booking', status: 200 });
  });
});
