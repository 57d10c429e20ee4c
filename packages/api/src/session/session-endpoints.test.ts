import { fakeFetch, json } from '../testing/fake-fetch';
import { createSessionEndpoints } from './session-endpoints';

describe("the host's session endpoints", () => {
  it('POSTs /api/getClientSession same-origin with credentials', async () => {
    const network = fakeFetch(() => json(200, { client_session: 'cs_1', expires_in: 86400 }));
    await expect(createSessionEndpoints(network.fetch).getClientSession()).resolves.toEqual({ client_session: 'cs_1', expires_in: 86400 });
    const [request] = network.requests;
    expect([request?.method, request?.url.pathname, request?.credentials]).toEqual(['POST', '/api/getClientSession', 'include']);
  });

  it('POSTs /api/getAccesstoken for the site token', async () => {
    const network = fakeFetch(() => json(200, { token: 'site-1', expired: '2026-01-01T01:00:00Z' }));
    await expect(createSessionEndpoints(network.fetch).getAccessToken()).resolves.toMatchObject({ token: 'site-1' });
    expect(network.requests[0]?.url.pathname).toBe('/api/getAccesstoken');
  });

  it('rejects a failure as a session ApiError', async () => {
    const network = fakeFetch(() => json(502, { error: 'booking engine unreachable' }));
    await expect(createSessionEndpoints(network.fetch).getClientSession()).rejects.toMatchObject({
      name: 'ApiError',
      service: 'session',
      status: 502,
      title: 'booking engine unreachable',
    });
  });

  it('rejects a network failure as status 0', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(createSessionEndpoints(failing).getAccessToken()).rejects.toMatchObject({ service: 'session', status: 0 });
  });
});
