import { cookiePair, fakeUpstream, startTestHost, type FakeUpstream, type TestHost } from './testing/test-host';

/** Issue 14, transport: what the host server's cookies and headers promise over HTTPS, and only over HTTPS. */
describe('host server security: cookies and HSTS over HTTPS', () => {
  let upstream: FakeUpstream;
  let behindProxy: TestHost;
  let direct: TestHost;

  beforeAll(async () => {
    upstream = await fakeUpstream();
    behindProxy = await startTestHost({ SANDBOX_URL: upstream.url, SITE_PASSWORD: 'open-sesame', TRUST_PROXY: '1' });
    direct = await startTestHost({ SANDBOX_URL: upstream.url, SITE_PASSWORD: 'open-sesame' });
  });

  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
    upstream.close();
  });

  const overHttps = { 'x-forwarded-proto': 'https' };

  it('names the gate cookie __Host- and marks it Secure when a trusted proxy says the visitor came over HTTPS', async () => {
    const answer = await behindProxy.login('open-sesame', overHttps);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-hotel_gate=[^;]+; Path=\/; SameSite=Lax; Max-Age=\d+; HttpOnly; Secure$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const pass = { cookie: cookiePair(answer), ...overHttps };
    expect((await behindProxy.post('/api/getClientSession', pass)).status).toBe(200);
  });

  it('keeps the plain name and no Secure flag over plain HTTP, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    for (const answer of [await behindProxy.login('open-sesame'), await direct.login('open-sesame', overHttps)]) {
      expect(answer.headers.get('set-cookie')).toMatch(/^hotel_gate=[^;]+; Path=\/; SameSite=Lax; Max-Age=\d+; HttpOnly$/);
    }
    const pass = { cookie: cookiePair(await behindProxy.login('open-sesame', overHttps)), ...overHttps };
    expect((await behindProxy.post('/api/getClientSession', pass)).status).toBe(200);
    expect((await behindProxy.post('/api/getClientSession', { cookie: pass.cookie })).status).toBe(401);
  });

  it('marks the session cookies Secure over HTTPS; the browser code still reads them to send them as headers', async () => {
    const pass = { cookie: cookiePair(await behindProxy.login('open-sesame', overHttps)), ...overHttps };
    const session = (await behindProxy.post('/api/getClientSession', pass)).headers.get('set-cookie');
    const token = (await behindProxy.post('/api/getAccesstoken', pass)).headers.get('set-cookie');
    expect(session).toMatch(/^client-session=cs_1; Path=\/; SameSite=Lax; Max-Age=86400; Secure$/);
    expect(token).toMatch(/^site_token=st_1; Path=\/; SameSite=Lax; Expires=[^;]+; Secure$/);
    const plain = { cookie: cookiePair(await behindProxy.login('open-sesame')) };
    expect((await behindProxy.post('/api/getClientSession', plain)).headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('sends Strict-Transport-Security over HTTPS only', async () => {
    expect((await behindProxy.get('/env.json', overHttps)).headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect((await behindProxy.get('/env.json')).headers.get('strict-transport-security')).toBeNull();
    expect((await direct.get('/env.json', overHttps)).headers.get('strict-transport-security')).toBeNull();
  });
});
