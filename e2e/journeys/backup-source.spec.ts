import { expect, test } from '../support/fixtures';
import { liveVersions, releaseCli } from '../support/release-cli';
import { untilArrived } from '../support/site-page';

interface RegistryEntry {
  name: string;
  version: string;
  backup?: { version: string };
}

test('when the live mf-hotel cannot be loaded, the hotel page comes from the version live before it', async ({ page, request, site }) => {
  const older = (await liveVersions(request)).mf_hotel as string;
  const newer = `${older.split('-')[0]}-backup${Date.now()}`;
  releaseCli('release', 'mf-hotel', '--no-build', '--version', newer);
  try {
    const registry = (await (await request.get('/registry.json')).json()) as { remotes: RegistryEntry[] };
    expect(registry.remotes.find((remote) => remote.name === 'mf_hotel')).toMatchObject({ version: newer, backup: { version: older } });

    // The newer version's files are gone for this visitor (a CDN that lost them), the older ones are not.
    await page.route(`**/mf-hotel/${newer}/**`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    const olderManifest = page.waitForRequest(`**/mf-hotel/${older}/mf-manifest.json`);
    await page.goto('/hotel/1');
    await olderManifest;
    await expect(site.slot('mf_hotel/HotelDetailPage').getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
    await expect(site.unavailable('mf_hotel/HotelDetailPage')).toHaveCount(0);
  } finally {
    if ((await liveVersions(request)).mf_hotel !== older) releaseCli('rollback', 'mf-hotel', '--to', older);
  }
});
