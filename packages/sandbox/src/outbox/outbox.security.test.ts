import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadCatalogue } from '../catalogue/catalogue-index';
import { systemClock } from '../clock/clock';
import { configFromEnv } from '../config';
import type { SandboxDeps } from '../deps';
import { Router } from '../http/router';
import { type Fixture, startFixture } from '../test-support/sandbox-fixture';
import { devTokenHeader, isLoopback } from './dev-access';
import { registerDevOutbox } from './register';

jest.setTimeout(120_000);

/**
 * Issue 14: /dev/outbox holds every booking's bypass token and every OTP, and answered anyone, with
 * `Access-Control-Allow-Origin: *`. Now: this machine only, or with the dev token; never in production.
 */
let fixture: Fixture;
let deps: SandboxDeps;
const servers: Server[] = [];

beforeAll(async () => {
  fixture = await startFixture();
  deps = { db: fixture.sandbox.db, config: fixture.sandbox.config, catalogue: await loadCatalogue(fixture.sandbox.db), clock: systemClock };
});
afterAll(async () => {
  for (const server of servers) server.close();
  await fixture.sandbox.close();
});

/**
 * The outbox as a caller from `remoteAddress` sees it. Tests may reach only loopback, so the socket's
 * address is set to what a remote caller's would be, as Node would report it.
 */
async function outboxSeenFrom(remoteAddress: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const router = new Router();
  registerDevOutbox(router, { ...deps, config: configFromEnv(env, 0) });
  const server = createServer((request, response) => {
    Object.defineProperty(request.socket, 'remoteAddress', { value: remoteAddress, configurable: true });
    void router.handle(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/outbox`;
}

describe('who may read the dev outbox', () => {
  it('answers this machine, as the journeys and browser-less tests read it, with no CORS header', async () => {
    const answer = await fetch(`${fixture.url}/dev/outbox?limit=1`, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives a cross-origin preflight nothing to go on', async () => {
    const answer = await fetch(`${fixture.url}/dev/outbox`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('still lets any origin read the services themselves', async () => {
    expect((await fetch(`${fixture.url}/health`)).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a caller from elsewhere, even one who claims to be local in a header', async () => {
    const url = await outboxSeenFrom('203.0.113.7');
    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(url, { method, headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } });
      expect({ method, status: answer.status }).toEqual({ method, status: 403 });
      expect(await answer.text()).not.toContain('"data"');
    }
  });

  it('refuses a caller from elsewhere with a wrong token, and without one when no token is set', async () => {
    expect((await fetch(await outboxSeenFrom('203.0.113.7', { SANDBOX_DEV_TOKEN: 'dev-secret-1234' }), { headers: { [devTokenHeader]: 'guess' } })).status).toBe(403);
    expect((await fetch(await outboxSeenFrom('203.0.113.7'), { headers: { [devTokenHeader]: '' } })).status).toBe(403);
  });

  it('answers a caller from elsewhere who shows SANDBOX_DEV_TOKEN', async () => {
    const url = await outboxSeenFrom('203.0.113.7', { SANDBOX_DEV_TOKEN: 'dev-secret-1234' });
    const answer = await fetch(`${url}?limit=1`, { headers: { [devTokenHeader]: 'dev-secret-1234' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is not there at all under NODE_ENV=production, not even for this machine or the token', async () => {
    const url = await outboxSeenFrom('127.0.0.1', { NODE_ENV: 'production', SANDBOX_DEV_TOKEN: 'dev-secret-1234' });
    for (const method of ['GET', 'DELETE']) {
      expect((await fetch(url, { method, headers: { [devTokenHeader]: 'dev-secret-1234' } })).status).toBe(404);
    }
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['203.0.113.7', false],
    ['::ffff:192.0.2.1', false],
    ['::', false],
    ['127.0.0.1.evil.example', false],
    ['', false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
