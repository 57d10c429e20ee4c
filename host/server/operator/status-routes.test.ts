import { FolderDriver, readRegistry } from '@hotel/release';
import { serverConfigFrom } from '../server-config';
import { fakeStore } from '../testing/fake-store';
import { cookiePair, startTestHost, type TestHost } from '../testing/test-host';
import { operatorConfigFrom } from './operator-config';
import { storeReleaseAccess } from './release-access';
import { ReportTally } from './report-tally';
import { statusRoutes } from './status-routes';

const env = { SITE_PASSWORD: 'open-sesame', OPERATOR_PASSWORD: 'ops-only', GATE_MAX_FAILURES: '3', TRUST_PROXY: '1' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Issue 17: the status page is the operators' alone, and its buttons move only what an operator's own page asks. */
describe('the status page', () => {
  let host: TestHost;
  let storeDir: string;
  const tally = new ReportTally();

  beforeAll(async () => {
    storeDir = fakeStore();
    const operator = operatorConfigFrom(env, 'kept-secret');
    if (!operator) throw new Error('an operator password was given');
    host = await startTestHost(env, {
      routes: statusRoutes({ access: storeReleaseAccess(new FolderDriver(storeDir), 'http://cdn.test'), operator, config: serverConfigFrom(env), tally, env: 'production', releaseUrl: 'http://cdn.test' }),
    });
  });
  afterAll(() => host.close());

  const post = (route: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${host.url}${route}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: form(fields) });
  async function signIn(client = '10.1.0.1'): Promise<{ cookie: string; token: string; html: string }> {
    const answer = await post('/_status/login', { password: 'ops-only' }, { 'x-forwarded-for': client });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('set-cookie')).toMatch(/^hotel_operator=.+; HttpOnly$/);
    const cookie = cookiePair(answer);
    const html = await (await host.get('/_status', { cookie })).text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    return { cookie, token, html };
  }

  it('asks for the operator password, not the site password, and slows guessing down like the gate', async () => {
    const page = await host.get('/_status');
    expect(await page.text()).toContain('<label for="operator-password">Operator password</label>');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect((await post('/_status/login', { password: 'open-sesame' }, { 'x-forwarded-for': '10.1.0.9' })).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await post('/_status/login', { password: 'guess' }, { 'x-forwarded-for': '10.1.0.9' })).status).toBe(401);
    const slowed = await post('/_status/login', { password: 'ops-only' }, { 'x-forwarded-for': '10.1.0.9' });
    expect(slowed.status).toBe(429);
    expect(await slowed.text()).toMatch(/try again in \d+ s/);
  });

  it('does not take a forged operator cookie', async () => {
    const page = await host.get('/_status', { cookie: 'hotel_operator=9999999999.forged' });
    expect(await page.text()).toContain('Operator password');
  });

  it('shows the live versions, their history and the failure rates browsers reported', async () => {
    tally.count({ remote: 'mf_hotel', version: 'live', route: '/hotel/:hotelId', outcome: 'rendered' });
    tally.count({ remote: 'mf_hotel', version: 'live', route: '/hotel/:hotelId', outcome: 'failed', kind: 'render', error: 'TypeError' });
    const { html } = await signIn();
    expect(html).toContain('<caption>Live versions on production</caption>');
    expect(html).toMatch(/<th scope="row">mf-hotel<\/th><td><span class="live">live<\/span><\/td><td>1 of 2 loads failed \(50 %\)<\/td>/);
    expect(html).toMatch(/<th scope="row">mf-search<\/th><td>\(never released\)/);
    expect(html).toContain('<caption>mf-hotel history on production (newest first)</caption>');
    expect(html).toMatch(/aria-label="Promote mf-hotel \(not available\)"/);
  });

  it('refuses a rollback posted without the page token or from another origin, and changes nothing', async () => {
    const { cookie, token } = await signIn();
    const fields = { env: 'production', unit: 'mf-hotel' };
    expect((await post('/_status/rollback', fields, { cookie })).status).toBe(403);
    expect((await post('/_status/rollback', { ...fields, token: 'x' }, { cookie })).status).toBe(403);
    expect((await post('/_status/rollback', { ...fields, token }, { cookie, origin: 'https://evil.test' })).status).toBe(403);
    expect((await post('/_status/rollback', { ...fields, token })).status).toBe(303);
    expect((await readRegistry(new FolderDriver(storeDir))).remotes['mf-hotel']?.live).toBe('live');
  });

  it("rolls a remote back with one click of the operator's own page, and says what is live now", async () => {
    const { cookie, token } = await signIn();
    const answer = await post('/_status/rollback', { env: 'production', unit: 'mf-hotel', token }, { cookie, origin: host.url });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/_status?moved=mf-hotel');
    const record = (await readRegistry(new FolderDriver(storeDir))).remotes['mf-hotel'];
    expect(record?.live).toBe('older');
    expect(record?.history.at(-1)).toMatchObject({ action: 'rollback', version: 'older', reason: 'rolled back from the status page' });
    const page = await (await host.get('/_status?moved=mf-hotel', { cookie })).text();
    expect(page).toContain('<p class="message" role="status">mf-hotel older is live on production now.</p>');

    const refused = await post('/_status/rollback', { env: 'production', unit: 'mf-hotel', token }, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Nothing changed: mf-hotel has nothing older than older to roll back to');
  });
});

describe('the operator password', () => {
  it('is OPERATOR_PASSWORD, locally a default, and in production there is no status page without one', () => {
    expect(operatorConfigFrom({ OPERATOR_PASSWORD: 'x' }, 's')?.password).toBe('x');
    expect(operatorConfigFrom({}, 's')?.password).toBe('operator-local');
    expect(operatorConfigFrom({ NODE_ENV: 'production' }, 's')).toBeNull();
  });

  it('signs the operator pass apart from the gate pass, and a changed password ends every pass', () => {
    expect(operatorConfigFrom({ OPERATOR_PASSWORD: 'a' }, 's')?.secret).not.toBe(operatorConfigFrom({ OPERATOR_PASSWORD: 'b' }, 's')?.secret);
  });
});
