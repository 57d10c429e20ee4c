import { message } from '../../support/catalogues';
import { expect, test } from '../../support/fixtures';
import { startS3Site, type S3Site } from '../../support/s3-site';
import { operatorPassword, sitePassword } from '../../support/environment';
import { untilArrived } from '../../support/site-page';

let s3Site: S3Site;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  s3Site = await startS3Site();
});
test.afterAll(() => s3Site.close());

/** The mf-hotel version a host server names in its `/registry.json`. */
async function liveHotel(host: string): Promise<string | undefined> {
  const registry = (await (await fetch(`${host}/registry.json`)).json()) as { remotes: Array<{ name: string; version: string }> };
  return registry.remotes.find((remote) => remote.name === 'mf_hotel')?.version;
}

/** Seconds until every host server names `version` for mf-hotel (polled; the journey's time limit bounds it). */
async function secondsUntilAllServe(hosts: string[], version: string): Promise<number> {
  const started = Date.now();
  while ((await Promise.all(hosts.map(liveHotel))).some((live) => live !== version)) await new Promise((resolve) => setTimeout(resolve, 100));
  return (Date.now() - started) / 1000;
}

test('a release tried in staging and by one production browser through a preview link is promoted from the bucket, seen by both production servers within 5 s, and rolled back there from the status page', async ({ browser, page, site }) => {
  test.setTimeout(180_000);
  const [first = '', second = ''] = s3Site.production;
  const before = (await liveHotel(first)) as string;
  const candidate = `${before.split('-')[0]}-e2es3${Date.now()}`;

  // Released into staging only, after it rendered on the staging site.
  const released = await s3Site.cli('release', 'mf-hotel', '--no-build', '--version', candidate, '--env', 'staging', '--note', 'tried in staging');
  expect(released.stdout).toContain(`mf-hotel: ${candidate} is live in staging`);
  // Each host server holds the registry it read for 2 s (REGISTRY_TTL_MS).
  expect(await secondsUntilAllServe([s3Site.staging], candidate)).toBeLessThan(5);
  expect([await liveHotel(first), await liveHotel(second)]).toEqual([before, before]);

  // A visitor of staging gets it from the release server, which reads the bucket.
  await page.request.post(`${s3Site.staging}/api/authenticate`, { data: { password: sitePassword } });
  const stagedManifest = page.waitForRequest(`**/mf-hotel/${candidate}/mf-manifest.json`);
  await page.goto(`${s3Site.staging}/hotel/1`);
  await stagedManifest;
  await expect(site.slot('mf_hotel/HotelDetailPage').getByRole('heading', { level: 1 })).toBeVisible(untilArrived);

  // Before the promote, one production browser tries it through a signed preview link; another visitor does not.
  const printed = await s3Site.cli('preview', 'mf-hotel', candidate);
  const link = new URL(/http\S+/.exec(printed.stdout)?.[0] ?? 'http://invalid');
  await page.goto(`${first}${link.pathname}${link.search}`);
  const previewedManifest = page.waitForRequest(`**/mf-hotel/${candidate}/mf-manifest.json`);
  await page.goto(`${first}/hotel/1`);
  await previewedManifest;
  await expect(page.getByRole('complementary', { name: message('host', 'ja', 'preview.banner.label') })).toBeVisible();
  const visitor = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  await visitor.request.post(`${first}/api/authenticate`, { data: { password: sitePassword } });
  const liveManifest = visitor.waitForRequest(`**/mf-hotel/${before}/mf-manifest.json`);
  await visitor.goto(`${first}/hotel/1`);
  await liveManifest;
  await expect(visitor.locator('[data-remote-slot="mf_hotel/HotelDetailPage"]').getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  await expect(visitor.getByRole('complementary', { name: message('host', 'ja', 'preview.banner.label') })).toHaveCount(0);
  await visitor.context().close();

  // Promoted, not rebuilt: both production servers serve it within 5 s.
  const promoted = await s3Site.cli('promote', 'mf-hotel', '--from', 'staging', '--to', 'production', '--note', 'passed staging');
  expect(promoted.stdout).toContain(`mf-hotel: ${candidate} from staging is live in production (was ${before}); nothing was rebuilt`);
  expect(await secondsUntilAllServe(s3Site.production, candidate)).toBeLessThan(5);
  const promotedManifest = page.waitForRequest(`**/mf-hotel/${candidate}/mf-manifest.json`);
  await page.goto(`${second}/hotel/1`);
  await promotedManifest;
  await expect(site.slot('mf_hotel/HotelDetailPage').getByRole('heading', { level: 1 })).toBeVisible(untilArrived);

  // An operator sees both environments on the status page and rolls production back with one click; staging
  // keeps the candidate.
  await page.goto(`${first}/_status`);
  await page.getByLabel('Operator password').fill(operatorPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const hotelRow = (env: string) =>
    page.getByRole('table', { name: `Live versions on ${env}` }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'mf-hotel', exact: true }) });
  await expect(hotelRow('staging')).toContainText(candidate);
  await expect(hotelRow('production')).toContainText(candidate);
  await hotelRow('production').getByRole('button', { name: 'Roll back mf-hotel on production' }).click();
  await expect(page.getByRole('status')).toHaveText(`mf-hotel ${before} is live on production now.`);
  expect(await secondsUntilAllServe(s3Site.production, before)).toBeLessThan(5);
  expect(await liveHotel(s3Site.staging)).toBe(candidate);

  const history = (await s3Site.cli('releases', '--history', 'mf-hotel')).stdout;
  expect(history).toMatch(new RegExp(`promote\\s+${candidate}\\s+.*from staging; passed staging`));
  expect(history).toMatch(new RegExp(`rollback\\s+${before}\\s+.*rolled back from the status page`));
});
