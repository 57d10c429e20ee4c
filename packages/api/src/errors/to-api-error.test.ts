import { HTTPError, type NormalizedOptions } from 'ky';
import { noResponseCache } from '../cache/response-cache';
import { createApi } from '../create-api';
import { fakeFetch, json } from '../testing/fake-fetch';
import { fakeSession, testEnv } from '../testing/fake-session';
import { ApiError, type ApiService, isApiError } from './api-error';
import { loyaltyFailure } from './loyalty-failure';
import { toApiError } from './to-api-error';

const httpError = (response: Response) =>
  new HTTPError(response, new Request('http://sandbox.test/x'), {} as NormalizedOptions);

async function normalized(service: ApiService, status: number, body: unknown) {
  return toApiError(service, httpError(typeof body === 'string' ? new Response(body, { status }) : json(status, body)));
}

describe('ApiError from each service’s error shape', () => {
  it('booking: errors[0].code and every errors[].title', async () => {
    const error = await normalized('booking', 422, { errors: [{ code: 3001, title: 'Sold out' }, { code: 2000, title: 'Bad date', field: 'checkin' }] });
    expect([error.service, error.status, error.code, error.messages, error.title]).toEqual(['booking', 422, 3001, ['Sold out', 'Bad date'], 'Sold out']);
  });

  it('loyalty: the errors’ code and messages before the status block', async () => {
    const error = await normalized('loyalty', 400, { status: { success: false, code: 400, message: 'Bad request' }, errors: [{ code: 8006, message: 'Already registered' }] });
    expect([error.code, error.messages]).toEqual([8006, ['Already registered']]);
  });

  it('loyalty: the status block when there is no error list', async () => {
    const error = await normalized('loyalty', 401, { status: { success: false, code: 1501, message: 'Token expired' } });
    expect([error.code, error.title]).toEqual([1501, 'Token expired']);
  });

  it('content: its message, and no code', async () => {
    const error = await normalized('content', 400, { succeeded: false, message: 'HotelID: is required', errors: [{ field: 'HotelID', message: 'is required' }] });
    expect([error.code, error.messages]).toEqual([null, ['HotelID: is required']]);
  });

  it('postal codes: the plain { message } shape', async () => {
    const error = await normalized('postcode', 401, { message: 'Invalid or missing api-key', errors: [] });
    expect([error.status, error.title]).toEqual([401, 'Invalid or missing api-key']);
  });

  it('an unexpected shape still yields its message or error', async () => {
    const error = await normalized('booking', 500, { error: 'internal error' });
    expect([error.code, error.title]).toEqual([null, 'internal error']);
  });

  it('a body that is not JSON keeps the status and falls back to a generic title', async () => {
    const error = await normalized('content', 502, '');
    expect([error.status, error.messages, error.title]).toEqual([502, [], 'content: HTTP 502']);
  });

  it('a network failure is status 0 with the fetch message', async () => {
    const error = await toApiError('booking', new TypeError('fetch failed'));
    expect([error.status, error.code, error.title]).toEqual([0, null, 'fetch failed']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('passes an ApiError through unchanged', async () => {
    const original = new ApiError({ service: 'card', status: 0, code: null, messages: ['x'] });
    await expect(toApiError('booking', original)).resolves.toBe(original);
  });
});

describe('ApiError through the client', () => {
  const apiWith = (fetchDouble: typeof fetch, timeoutMs = 1000) =>
    createApi(testEnv, fakeSession(), { fetch: fetchDouble, cache: noResponseCache, timeoutMs });

  it('a timeout is status 0', async () => {
    const never = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const error = await apiWith(never, 20).booking.hotel(1).catch((e: unknown) => e);
    expect(isApiError(error) && [error.service, error.status, error.title]).toEqual(['booking', 0, 'The request timed out']);
  });

  it('a network failure is status 0 and is not retried', async () => {
    const network = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiWith(network.fetch).content.hotelReviews({ hotelID: 1 })).rejects.toMatchObject({ service: 'content', status: 0, title: 'Failed to fetch' });
    expect(network.requests).toHaveLength(1);
  });

  it('reads an error body once and keeps it', async () => {
    const network = fakeFetch(() => json(404, { errors: [{ code: 2404, title: 'Not found' }] }));
    const error = await apiWith(network.fetch).booking.hotel(9).catch((e: unknown) => e);
    expect(isApiError(error) && error.body).toEqual({ errors: [{ code: 2404, title: 'Not found' }] });
  });
});

describe('loyaltyFailure (HTTP 200 answers are not thrown)', () => {
  it('turns status.success false into an ApiError with status 200', () => {
    const failure = loyaltyFailure({ status: { success: false, code: 1002, message: 'Wrong password' } });
    expect(failure && [failure.status, failure.code, failure.title]).toEqual([200, 1002, 'Wrong password']);
  });

  it.each([
    ['a success', { status: { success: true, code: 200, message: 'SUCCESS' } }],
    ['a customer write with an id and no errors', { createdId: 7, errors: [] }],
  ])('is null for %s', (_name, answer) => {
    expect(loyaltyFailure(answer)).toBeNull();
  });

  it.each([
    ['errors', { createdId: 7, errors: [{ code: 8015, message: 'Invalid mobile' }] }, 'Invalid mobile'],
    ['no id', { errors: [] }, 'loyalty: HTTP 200'],
  ])('counts a customer write with %s as a failure', (_name, answer, title) => {
    expect(loyaltyFailure(answer)?.title).toBe(title);
  });
});
