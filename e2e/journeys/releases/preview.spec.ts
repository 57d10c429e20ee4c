import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { message } from '../../support/catalogues';
import { e2ePorts, e2eStore, sitePassword } from '../../support/environment';
import { liveVersions, releaseCandidate, releaseCli } from '../../support/release-cli';

// mf-member, as the journeys that move mf-hotel and mf-search may run beside this one.
test('a preview link shows a stored mf-member version to the browser that opened it, with a banner, and to no one else', async ({
  page,
  browser,
  request,
}) => {
  // Stored but not live: released, then rolled back at once.
  const { live, candidate } = await releaseCandidate(request, 'mf-member', 'preview', '--no-verify');
  releaseCli('rollback', 'mf-member', '--to', live, '--reason', 'kept for the preview journey');
  expect((await liveVersions(request)).mf_member).toBe(live);

  const link = /^(http:\/\/\S+\/_preview\?\S+)$/m.exec(releaseCli('preview', 'mf-member', candidate))?.[1] as string;
  expect(link, 'npm run preview prints the link').toContain(`http://127.0.0.1:${e2ePorts.host}/_preview?token=`);

  const banner = page.getByRole('complementary', { name: message('host', 'ja', 'preview.banner.label') });
  const candidateManifest = page.waitForRequest(`**/mf-member/${candidate}/mf-manifest.json`);
  await page.goto(link);
  await candidateManifest;
  await expect(banner).toHaveText(
    `${message('host', 'ja', 'preview.banner.text', { remote: 'mf-member', version: candidate })}${message('host', 'ja', 'preview.banner.exit')}`,
  );
  expect(await page.locator('#hotel-runtime').textContent()).toContain(`/mf-member/${candidate}/mf-manifest.json`);

  // Another visitor, at the same time, gets the live version and no banner.
  const other = await browser.newContext({ locale: 'en-US' });
  try {
    const visitor = await other.newPage();
    expect((await visitor.request.post('/api/authenticate', { data: { password: sitePassword } })).status()).toBe(204);
    const liveManifest = visitor.waitForRequest(`**/mf-member/${live}/mf-manifest.json`);
    await visitor.goto('/en');
    await liveManifest;
    expect(await visitor.locator('#hotel-runtime').textContent()).not.toContain(candidate);
    await expect(visitor.getByRole('complementary', { name: message('host', 'en', 'preview.banner.label') })).toHaveCount(0);
    // A visitor cannot make a preview cookie of their own: an unsigned one is ignored.
    await other.addCookies([{ name: 'hotel_preview', value: 'e30.forged', url: `http://127.0.0.1:${e2ePorts.host}` }]);
    expect(await liveVersions(visitor.request)).toMatchObject({ mf_member: live });
  } finally {
    await other.close();
  }

  // Leaving the preview: the live version again, and no banner.
  await banner.getByRole('link', { name: message('host', 'ja', 'preview.banner.exit') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toHaveCount(0);
  expect(await page.locator('#hotel-runtime').textContent()).not.toContain(candidate);
});

test('source maps are kept in the store but never served, and no script names one', async ({ page, request }) => {
  const { mf_member: version } = await liveVersions(request);
  expect(existsSync(path.join(e2eStore, 'mf-member', version as string, 'remoteEntry.js.map')), 'the release keeps its maps').toBe(true);
  const release = `http://127.0.0.1:${e2ePorts.release}/mf-member/${version}`;
  const entry = await request.get(`${release}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(await entry.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${release}/remoteEntry.js.map`)).status()).toBe(404);
  // Asked past the gate: the host server answers a path that names no file of its own with its 404 page.
  const main = await page.request.get('/main.js');
  expect(await main.text()).not.toContain('sourceMappingURL');
  const map = await page.request.get('/main.js.map');
  expect(map.status()).toBe(404);
  expect(map.headers()['content-type']).toContain('text/html');
});
