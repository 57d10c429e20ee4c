import { createApi } from '../create-api';
import { ApiError, isApiError } from '../errors/api-error';
import { noResponseCache } from '../cache/response-cache';
import { engineError, fakeFetch, inTurn, json, type Responder } from '../testing/fake-fetch';
import { fakeSession, testEnv, type Tokens } from '../testing/fake-session';

const hotel = () => json(200, { data: { id: 1, name: 'Sakura Tokyo' } });

function setUp(responder: Responder, tokens: Partial<Tokens> = { accessToken: 'access-1' }) {
  const session = fakeSession(tokens);
  const network = fakeFetch(responder);
  const api = createApi(testEnv, session, { fetch: network.fetch, cache: noResponseCache });
  return { session, network, booking: api.booking };
}

/** Answers 401 code 1400 to the expired token and the hotel to any other. */
const expiredUntilRefreshed: Responder = (request) =>
  request.headers.get('authorization') === 'Bearer access-1' ? engineError(401, 1400) : hotel();

describe('booking engine: access token expired (401 code 1400)', () => {
  it('refreshes once and retries with the new token', async () => {
    const { session, network, booking } = setUp(inTurn(() => engineError(401, 1400), hotel));
    await expect(booking.hotel(1)).resolves.toEqual({ id: 1, name: 'Sakura Tokyo' });
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(network.requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('logs out with the expired-token modal and rejects when the refresh fails', async () => {
    const { session, network, booking } = setUp(() => engineError(401, 1400, 'Token expired'));
    session.refreshAccessToken.mockRejectedValue(new Error('no refresh token'));
    const error = await booking.hotel(1).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code, error.title]).toEqual([401, 1400, 'Token expired']);
    expect(session.onAccessExpired).toHaveBeenCalledTimes(1);
    expect(network.requests).toHaveLength(1);
  });

  it('keeps the member logged in and rejects with the network failure when the refresh gets no answer', async () => {
    const { session, network, booking } = setUp(() => engineError(401, 1400, 'Token expired'));
    const offline = new ApiError({ service: 'booking', status: 0, code: null, messages: ['Failed to fetch'] });
    session.refreshAccessToken.mockRejectedValue(offline);
    await expect(booking.hotel(1)).rejects.toBe(offline);
    expect(session.onAccessExpired).not.toHaveBeenCalled();
    expect(network.requests).toHaveLength(1);
  });

  it('does not refresh a second time when the retry is rejected again', async () => {
    const { session, network, booking } = setUp(() => engineError(401, 1400));
    await expect(booking.hotel(1)).rejects.toMatchObject({ status: 401, code: 1400 });
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(network.requests).toHaveLength(2);
  });

  it('shares one refresh between 5 concurrent calls', async () => {
    const { session, network, booking } = setUp(expiredUntilRefreshed);
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => booking.hotel(id)));
    expect(results).toHaveLength(5);
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(network.requests).toHaveLength(10);
  });

  it('opens the expired-token modal once when the shared refresh of 5 calls fails', async () => {
    const { session, booking } = setUp(expiredUntilRefreshed);
    session.refreshAccessToken.mockRejectedValue(new Error('refresh token revoked'));
    const settled = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => booking.hotel(id)));
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(session.onAccessExpired).toHaveBeenCalledTimes(1);
  });

  it('retries with a token another call refreshed meanwhile instead of refreshing again', async () => {
    const { session, network, booking } = setUp(
      inTurn(() => {
        session.tokens.accessToken = 'access-9';
        return engineError(401, 1400);
      }, hotel),
    );
    await booking.hotel(1);
    expect(session.refreshAccessToken).not.toHaveBeenCalled();
    expect(network.requests[1]?.headers.get('authorization')).toBe('Bearer access-9');
  });
});

describe('booking engine: client session (401 code 1000, 403, 500)', () => {
  it.each([
    ['401 code 1000', () => engineError(401, 1000)],
    ['403', () => engineError(403, 1000)],
    ['500', () => json(500, { error: 'internal error' })],
  ])('%s gets a new client session and retries once', async (_name, failure) => {
    const { session, network, booking } = setUp(inTurn(failure, hotel));
    await expect(booking.hotel(1)).resolves.toMatchObject({ id: 1 });
    expect(session.renewClientSession).toHaveBeenCalledTimes(1);
    expect(network.requests.map((r) => r.headers.get('client-session'))).toEqual(['cs-1', 'cs-2']);
  });

  it.each([
    ['401 code 1000', () => engineError(401, 1000, 'Session invalid'), 401],
    ['500', () => engineError(500, 9000, 'Broken'), 500],
  ])('%s twice: renews once, then rejects with the second failure', async (_name, failure, status) => {
    const { session, network, booking } = setUp(failure);
    await expect(booking.hotel(1)).rejects.toMatchObject({ service: 'booking', status });
    expect(session.renewClientSession).toHaveBeenCalledTimes(1);
    expect(network.requests).toHaveLength(2);
  });

  it('shares one new session between 5 concurrent calls', async () => {
    const { session, booking } = setUp((request) =>
      request.headers.get('client-session') === 'cs-1' ? engineError(401, 1000) : hotel(),
    );
    await Promise.all([1, 2, 3, 4, 5].map((id) => booking.hotel(id)));
    expect(session.renewClientSession).toHaveBeenCalledTimes(1);
  });

  it('rejects with the service error when no new session can be had', async () => {
    const { session, network, booking } = setUp(() => engineError(401, 1000, 'Session invalid'));
    session.renewClientSession.mockRejectedValue(new Error('host down'));
    await expect(booking.hotel(1)).rejects.toMatchObject({ status: 401, code: 1000, title: 'Session invalid' });
    expect(network.requests).toHaveLength(1);
    expect(session.onAccessExpired).not.toHaveBeenCalled();
  });

  it('applies each rule once in one call: refresh on 1400, then a new session on 1000', async () => {
    const { session, network, booking } = setUp(inTurn(() => engineError(401, 1400), () => engineError(401, 1000), hotel));
    await expect(booking.hotel(1)).resolves.toMatchObject({ id: 1 });
    expect(network.requests).toHaveLength(3);
    expect(session.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(session.renewClientSession).toHaveBeenCalledTimes(1);
  });

  it('keeps the Idempotency-Key of a reservation across the retry', async () => {
    const { network, booking } = setUp(inTurn(() => engineError(500, 9000), () => json(201, { data: { reservation_number: 'R1' } })));
    await booking.createReservation(1, { rooms: [], payment_method: 'onsite' });
    const keys = network.requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('booking engine: final failures', () => {
  it.each([
    [400, 2000],
    [401, 1300],
    [404, 2404],
    [422, 4010],
  ])('HTTP %i code %i is rejected without renewing anything', async (status, code) => {
    const { session, network, booking } = setUp(() => engineError(status, code));
    await expect(booking.hotel(1)).rejects.toMatchObject({ status, code });
    expect(network.requests).toHaveLength(1);
    expect(session.renewClientSession).not.toHaveBeenCalled();
    expect(session.refreshAccessToken).not.toHaveBeenCalled();
  });

  it('a members-only plan (403 code 3004) reaches the caller at once: no new session, no second reservation attempt', async () => {
    const { session, network, booking } = setUp(() => engineError(403, 3004, 'Members only'), { accessToken: null });
    const error = await booking.createReservation(1, { rooms: [], payment_method: 'onsite' }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.code, error.title]).toEqual([403, 3004, 'Members only']);
    expect(network.requests).toHaveLength(1);
    expect(session.renewClientSession).not.toHaveBeenCalled();
    expect(session.onAccessExpired).not.toHaveBeenCalled();
  });

  it('never renews around the refresh-token exchange itself', async () => {
    const { session, network, booking } = setUp(() => engineError(401, 1400));
    await expect(booking.exchangeRefreshToken('refresh-1')).rejects.toMatchObject({ status: 401 });
    expect(network.requests).toHaveLength(1);
    expect(session.refreshAccessToken).not.toHaveBeenCalled();
  });
});
