import { fakeFetch, json } from '../testing/fake-fetch';
import { createGateClient } from './gate';

describe('the shared-password gate (SPEC 4)', () => {
  it('POSTs the password as JSON to /api/authenticate, same-origin', async () => {
    const network = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(createGateClient(network.fetch).submitPassword('open sesame')).resolves.toEqual({ kind: 'passed' });
    const [request] = network.requests;
    expect([request?.method, request?.url.pathname, request?.credentials]).toEqual(['POST', '/api/authenticate', 'same-origin']);
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ password: 'open sesame' });
  });

  it.each([
    ['a refused password is wrong', () => json(401, { error: 'wrong password' }), { kind: 'wrong' }],
    ['too many tries says how long to wait', () => new Response(null, { status: 429, headers: { 'retry-after': '120' } }), { kind: 'wait', retryAfterSeconds: 120 }],
    ['a lockout without Retry-After waits ten minutes', () => new Response(null, { status: 429 }), { kind: 'wait', retryAfterSeconds: 600 }],
  ])('%s', async (_rule, answer, expected) => {
    await expect(createGateClient(fakeFetch(answer).fetch).submitPassword('guess')).resolves.toEqual(expected);
  });

  it('rejects when no answer comes, as a session failure of status 0', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(createGateClient(offline).submitPassword('guess')).rejects.toMatchObject({ service: 'session', status: 0 });
  });
});
