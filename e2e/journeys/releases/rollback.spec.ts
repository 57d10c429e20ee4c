import { expect, test } from '../../support/fixtures';
import { liveVersions, releaseCli } from '../../support/release-cli';
import { untilArrived } from '../../support/site-page';

test('rolling back mf-hotel makes the next page load use its older version and leaves the others alone', async ({
  page,
  request,
  site,
  hotelPage,
}) => {
  const before = await liveVersions(request);
  const older = before.mf_hotel as string;
  const newer = `${older.split('-')[0]}-e2e${Date.now()}`;

  releaseCli('release', 'mf-hotel', '--no-build', '--version', newer);
  expect((await liveVersions(request)).mf_hotel).toBe(newer);
  const newerManifest = page.waitForRequest(`**/mf-hotel/${newer}/mf-manifest.json`);
  await page.goto('/hotel/1');
  await newerManifest;
  await expect(site.slot('mf_hotel/HotelDetailPage').getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  // The page has fetched all its code (the deferred sections' chunks too) before the rollback, so no request of
  // the newer version is still on its way when the page reloads.
  await expect(hotelPage.sectionHeading('hotel.rooms.title')).toBeVisible(untilArrived);
  await expect(hotelPage.sectionHeading('hotel.detail.map.title')).toBeVisible(untilArrived);

  releaseCli('rollback', 'mf-hotel');
  const after = await liveVersions(request);
  expect(after).toEqual(before);

  const hotelRequests: string[] = [];
  const registryRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/mf-hotel/')) hotelRequests.push(req.url());
    if (new URL(req.url()).pathname === '/registry.json') registryRequests.push(req.url());
  });
  await page.reload();
  await expect(site.slot('mf_hotel/HotelDetailPage').getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  expect(hotelRequests.some((url) => url.includes(`/mf-hotel/${older}/mf-manifest.json`))).toBe(true);
  expect(hotelRequests.filter((url) => url.includes(`/${newer}/`))).toEqual([]);
  // The registry came inlined in the page (issue 15): nothing waited for /registry.json.
  expect(registryRequests).toEqual([]);
  expect(await page.locator('#hotel-runtime').textContent()).toContain(`/mf-hotel/${older}/mf-manifest.json`);
});
