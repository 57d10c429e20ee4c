import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { cookiePair, startTestHost, type TestHost } from './testing/test-host';

/** Issue 14, the gate: where it leads, how it counts guesses, whom it counts them for, and what its pass reveals. */
describe('host server security: the gate', () => {
  let host: TestHost;
  let behindTwoProxies: TestHost;

  beforeAll(async () => {
    host = await startTestHost({ SITE_PASSWORD: 'open-sesame', TRUST_PROXY: '1' });
    behindTwoProxies = await startTestHost({ SITE_PASSWORD: 'open-sesame', TRUST_PROXY: '1', TRUST_PROXY_HOPS: '2' });
  });

  afterAll(async () => {
    await host.close();
    await behindTwoProxies.close();
  });

  const as = (address: string) => ({ 'x-forwarded-for': address });

  /** A guess whose body comes only after `bodyAfter`: the headers of many guesses reach the server first. */
  function slowGuess(target: TestHost, password: string, address: string, bodyAfter: Promise<void>): Promise<number> {
    return new Promise((resolve, reject) => {
      const body = JSON.stringify({ password });
      const sent = request(`${target.url}/api/authenticate`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...as(address) },
      });
      sent.on('response', (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      sent.on('error', reject);
      sent.flushHeaders();
      void bodyAfter.then(() => sent.end(body));
    });
  }
  const statuses = (answers: Response[]) => answers.map((answer) => answer.status);

  describe('leads on after the password only to a path of this site', () => {
    let pass: Record<string, string>;
    beforeAll(async () => {
      pass = { cookie: cookiePair(await host.login('open-sesame', as('192.0.2.1'))) };
    });

    it.each([
      ['a backslash, which browsers read as a slash', '%2F%5Cevil.example'],
      ['a tab, which browsers strip', '%2F%09%2Fevil.example'],
      ['a new line', '%2F%0Ax'],
      ['a carriage return and a header', '%2F%0D%0ASet-Cookie%3A%20x%3D1'],
      ['characters outside Latin-1', '%2F%E3%83%9B%E3%83%86%E3%83%AB'],
      ['another site', 'https%3A%2F%2Fevil.example'],
      ['a protocol-relative URL', '%2F%2Fevil.example'],
    ])('sends a visitor who passed home instead of following %s', async (_label, redirect) => {
      const answer = await host.get(`/en/authentication?redirect=${redirect}`, pass);
      expect([answer.status, answer.headers.get('location')]).toEqual([302, '/en']);
    });

    it('follows a path of this site with its query', async () => {
      const answer = await host.get('/authentication?redirect=%2Fhotels-tokyo%3Fadults%3D2', pass);
      expect(answer.headers.get('location')).toBe('/hotels-tokyo?adults=2');
    });
  });

  describe('counts guesses', () => {
    it('checks at most the allowed number of 100 wrong passwords sent at once', async () => {
      let sendBodies = () => {};
      const bodiesSent = new Promise<void>((resolve) => (sendBodies = resolve));
      const answers = Array.from({ length: 100 }, (_, i) => slowGuess(host, `guess-${i}`, '192.0.2.10', bodiesSent));
      await new Promise((resolve) => setTimeout(resolve, 300));
      sendBodies();
      const answered = await Promise.all(answers);
      const checked = answered.filter((status) => status === 401);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(answered.filter((status) => status === 429)).toHaveLength(100 - checked.length);
    });

    it('counts a guess for the address the trusted proxy saw, not for the first X-Forwarded-For entry a client wrote', async () => {
      const answers: Response[] = [];
      for (let i = 0; i < 6; i += 1) answers.push(await host.login(`guess-${i}`, as(`203.0.113.${i}, 192.0.2.20`)));
      expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('behind two proxies, counts for the address the outer proxy saw (TRUST_PROXY_HOPS=2)', async () => {
      const answers: Response[] = [];
      for (let i = 0; i < 6; i += 1) answers.push(await behindTwoProxies.login(`guess-${i}`, as(`203.0.113.${i}, 192.0.2.21, 10.0.0.2`)));
      expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await behindTwoProxies.login('open-sesame', as('192.0.2.21, 192.0.2.22, 10.0.0.2'))).status).toBe(204);
    });

    it('slows an address down after five wrong passwords without locking everyone behind it out for ten minutes', async () => {
      for (let i = 0; i < 5; i += 1) expect((await host.login(`typo-${i}`, as('192.0.2.30'))).status).toBe(401);
      const colleague = await host.login('open-sesame', as('192.0.2.30'));
      expect(colleague.status).toBe(429);
      const wait = Number(colleague.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    });
  });

  it('signs its pass with a key no one can derive from the password', async () => {
    const answer = await host.login('open-sesame', as('192.0.2.40'));
    const [expiry, signature] = cookiePair(answer).split('=')[1]!.split('.');
    const fromPassword = (secret: string) => createHmac('sha256', secret).update(`gate:${expiry}`).digest('base64url');
    expect(signature).toMatch(/^[\w-]{43}$/);
    for (const guess of ['local-gate:open-sesame', 'open-sesame', ':open-sesame']) expect(signature).not.toBe(fromPassword(guess));
  });
});
