import { signPreview } from '@hotel/release';
import { FolderDriver } from '@hotel/release';
import { storeReleaseAccess } from '../operator/release-access';
import { serverConfigFrom } from '../server-config';
import { fakeStore } from '../testing/fake-store';
import { cookiePair, startTestHost, type TestHost } from '../testing/test-host';
import { previewService } from './preview-routes';

const secret = 'preview-secret-for-tests';
const releaseUrl = 'http://cdn.test';
const env = { SITE_PASSWORD: 'open-sesame' };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const link = (version: string, extra: Partial<{ env: string; expiresAt: number; secret: string }> = {}) =>
  `/_preview?${new URLSearchParams({ token: signPreview(extra.secret ?? secret, { remote: 'mf-hotel', version, env: extra.env ?? 'production', expiresAt: extra.expiresAt ?? inAnHour() }), to: '/hotel/12' })}`;

/** Issue 17: a signed link shows one stored remote version to the browser that opened it, and to no one else. */
describe('preview for one visitor', () => {
  let host: TestHost;
  let gate: string;

  beforeAll(async () => {
    const storeDir = fakeStore();
    const preview = previewService({ access: storeReleaseAccess(new FolderDriver(storeDir), releaseUrl), env: 'production', secret, config: serverConfigFrom(env) });
    host = await startTestHost(env, {
      routes: preview.routes,
      registryFor: preview.registryFor,
      readRegistry: async () => ({ remotes: [{ name: 'mf_hotel', version: 'live', entry: `${releaseUrl}/mf-hotel/live/mf-manifest.json` }] }),
    });
    gate = cookiePair(await host.login('open-sesame'));
  });
  afterAll(() => host.close());

  async function open(target: string): Promise<string> {
    const answer = await host.get(target);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/hotel/12');
    expect(answer.headers.get('set-cookie')).toMatch(/^hotel_preview=.+; Path=\/; SameSite=Lax; Max-Age=3\d{3}; HttpOnly$/);
    return cookiePair(answer);
  }
  const versionIn = async (answer: Response) => ((await answer.json()) as { remotes: Array<{ version: string }> }).remotes[0]?.version;

  it('serves the previewed version in /registry.json and in the page, to the browser holding the cookie alone', async () => {
    const preview = await open(link('candidate'));
    const registry = await (await host.get('/registry.json', { cookie: preview })).json();
    expect(registry).toMatchObject({
      remotes: [{ name: 'mf_hotel', version: 'candidate', entry: `${releaseUrl}/mf-hotel/candidate/mf-manifest.json` }],
      preview: { remote: 'mf_hotel', version: 'candidate' },
    });
    expect(registry.remotes[0].backup).toBeUndefined();
    expect(await versionIn(await host.get('/registry.json'))).toBe('live');

    const page = await host.get('/hotel/12', { cookie: `${gate}; ${preview}` });
    expect(await page.text()).toContain('"version":"candidate"');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const livePage = await host.get('/hotel/12', { cookie: gate });
    expect(livePage.headers.get('cache-control')).toBe('no-cache');
    expect(await livePage.text()).not.toContain('candidate');
    expect(page.headers.get('etag')).not.toBe(livePage.headers.get('etag'));
  });

  it('ignores a cookie that was tampered with or has expired', async () => {
    const preview = await open(link('candidate'));
    const tampered = preview.replace(/.(?=%|$)/, (char) => (char === 'A' ? 'B' : 'A'));
    expect(await versionIn(await host.get('/registry.json', { cookie: tampered }))).toBe('live');
    const expired = `hotel_preview=${signPreview(secret, { remote: 'mf-hotel', version: 'candidate', env: 'production', expiresAt: Math.floor(Date.now() / 1000) - 1 })}`;
    expect(await versionIn(await host.get('/registry.json', { cookie: expired }))).toBe('live');
    const foreign = `hotel_preview=${signPreview('not-our-secret', { remote: 'mf-hotel', version: 'candidate', env: 'production', expiresAt: inAnHour() })}`;
    expect(await versionIn(await host.get('/registry.json', { cookie: foreign }))).toBe('live');
  });

  it.each([
    ['an unsigned link', link('candidate', { secret: 'not-our-secret' }), 400, /not signed by this site/],
    ['an expired link', link('candidate', { expiresAt: Math.floor(Date.now() / 1000) - 5 }), 400, /expired/],
    ['a link for another environment', link('candidate', { env: 'staging' }), 400, /for the staging site/],
    ['a version that is not stored', link('never-released'), 409, /mf-hotel never-released is not in the release store/],
    ['a version the live host cannot run', link('needs-react-20'), 409, /react: needs \^20\.0\.0, the host provides 19\.2\.0/],
  ])('refuses %s with a page that says why, and sets no cookie', async (_, target, status, reason) => {
    const answer = await host.get(target);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toMatch(reason);
  });

  it('ends with the exit link, which clears the cookie', async () => {
    const answer = await host.get('/_preview/exit', { cookie: await open(link('candidate')) });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(/^hotel_preview=; Path=\/; SameSite=Lax; Max-Age=0; HttpOnly$/);
  });
});
