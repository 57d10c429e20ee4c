import type { OutboxMessage } from '@hotel/contracts';
import { request } from './test-support/http-client';
import { services, startTestServer, type TestServer } from './test-support/start-test-server';

let server: TestServer;
const send = (message: Record<string, unknown>) => request(`${server.url}/test-outbox/send`, { json: message });
const list = (query = '', headers: Record<string, string> = {}) =>
  request<{ data: OutboxMessage[] }>(`${server.url}/dev/outbox${query}`, { headers });

beforeAll(async () => {
  server = await startTestServer([services.outbox, 'outbox/test-support/register-send-route#registerSendRouteForTests']);
}, 60_000);
afterAll(() => server.close());

beforeEach(async () => {
  expect((await request(`${server.url}/dev/outbox`, { method: 'DELETE' })).status).toBe(204);
});

describe('GET /dev/outbox', () => {
  it('lists every message newest first, with its columns under the contract names', async () => {
    await send({ kind: 'otp', to: 'a@example.com', subject: 'Your code', body: 'Code 123456', otp: '123456' });
    await send({ kind: 'password_reset', to: 'b@example.com', subject: 'Reset', body: 'Reset it', link: 'http://site/reset' });

    const { status, body } = await list();

    expect(status).toBe(200);
    expect(body.data.map((m) => m.kind)).toEqual(['password_reset', 'otp']);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      kind: 'otp',
      to: 'a@example.com',
      subject: 'Your code',
      text: 'Code 123456',
      link: null,
      otp: '123456',
      sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.data[0]?.link).toBe('http://site/reset');
  });

  it('filters by recipient (any case) and by kind', async () => {
    await send({ kind: 'otp', to: 'a@example.com', subject: 's', body: 'b' });
    await send({ kind: 'password_reset', to: 'a@example.com', subject: 's', body: 'b' });
    await send({ kind: 'otp', to: 'b@example.com', subject: 's', body: 'b' });

    expect((await list('?to=A@Example.com')).body.data).toHaveLength(2);
    expect((await list('?kind=otp')).body.data.map((m) => m.to)).toEqual(['b@example.com', 'a@example.com']);
    expect((await list('?to=a@example.com&kind=otp')).body.data).toHaveLength(1);
  });

  it('answers 50 messages by default and never more than 200', async () => {
    for (let i = 0; i < 55; i += 1) await send({ kind: 'otp', to: `n${i}@example.com`, subject: 's', body: 'b' });

    expect((await list()).body.data).toHaveLength(50);
    expect((await list('?limit=3')).body.data.map((m) => m.to)).toEqual(['n54@example.com', 'n53@example.com', 'n52@example.com']);
    expect((await list('?limit=5000')).body.data).toHaveLength(55);
  });

  it.each([
    ['an unknown kind', '?kind=fax'],
    ['a limit that is not a number', '?limit=abc'],
    ['a zero limit', '?limit=0'],
    ['a negative limit', '?limit=-1'],
    ['a fractional limit', '?limit=2.5'],
    ['a recipient longer than an address can be', `?to=${'x'.repeat(400)}`],
  ])('answers 400 for %s', async (_label, query) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toEqual({ message: expect.any(String), errors: expect.any(Array) });
  });

  it('renders a readable, escaped HTML page when the browser asks for HTML', async () => {
    await send({
      kind: 'booking_confirmation',
      to: 'guest@example.com',
      subject: '<script>alert(1)</script>',
      body: 'Tom & "Jerry"',
      link: 'javascript:alert(1)',
    });
    await send({ kind: 'otp', to: 'guest@example.com', subject: 'Code', body: 'b', otp: '654321', link: 'http://127.0.0.1/x?a=1&b=2' });

    const page = await list('', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(page.text).not.toContain('href="javascript:');
    expect(page.text).toContain('<a href="http://127.0.0.1/x?a=1&amp;b=2">');
    expect(page.text).toContain('654321');
  });

  it('answers JSON to fetch-style and JSON-preferring Accept headers', async () => {
    expect((await list('', { accept: '*/*' })).headers.get('content-type')).toMatch(/json/);
    expect((await list('', { accept: 'application/json, text/html;q=0.5' })).headers.get('content-type')).toMatch(/json/);
  });
});

describe('DELETE /dev/outbox', () => {
  it('empties the outbox', async () => {
    await send({ kind: 'otp', to: 'a@example.com', subject: 's', body: 'b' });
    expect((await request(`${server.url}/dev/outbox`, { method: 'DELETE' })).status).toBe(204);
    expect((await list()).body.data).toEqual([]);
  });
});

it('answers 405 for other methods and 404 for other paths', async () => {
  expect((await request(`${server.url}/dev/outbox`, { method: 'PUT', body: '{}' })).status).toBe(405);
  expect((await request(`${server.url}/dev/nothing`)).status).toBe(404);
});
