import { expect, test } from '../../support/fixtures';
import { keepSlotReportsHome } from '../../support/broken-remote';
import { message } from '../../support/catalogues';
import { liveVersions, releaseCli } from '../../support/release-cli';
import { untilArrived } from '../../support/site-page';

interface RegistryEntry {
  name: string;
  version: string;
  backup?: { version: string };
}

// mf-search, as the journeys that move mf-hotel (rollback, auto-rollback) may run beside this one.
test('when the live mf-search cannot be loaded, the hotel list comes from the version live before it', async ({ page, request, site }) => {
  const older = (await liveVersions(request)).mf_search as string;
  const newer = `${older.split('-')[0]}-backup${Date.now()}`;
  releaseCli('release', 'mf-search', '--no-build', '--version', newer);
  try {
    const registry = (await (await request.get('/registry.json')).json()) as { remotes: RegistryEntry[] };
    expect(registry.remotes.find((remote) => remote.name === 'mf_search')).toMatchObject({ version: newer, backup: { version: older } });

    // The newer version's files are gone for this visitor (a CDN that lost them), the older ones are not. The
    // failure report stays here: the site would count it against the newer version.
    await keepSlotReportsHome(page);
    await page.route(`**/mf-search/${newer}/**`, (route) => route.fulfill({ status: 404, body: 'not found' }));
    const olderManifest = page.waitForRequest(`**/mf-search/${older}/mf-manifest.json`);
    await page.goto('/en/hotels');
    await olderManifest;
    const list = site.slot('mf_search/HotelListPage');
    await expect(list.getByRole('heading', { level: 1 })).toHaveText(message('mf-search', 'en', 'search.list.title'), untilArrived);
    await expect(site.unavailable('mf_search/HotelListPage')).toHaveCount(0);
  } finally {
    if ((await liveVersions(request)).mf_search !== older) releaseCli('rollback', 'mf-search', '--to', older);
  }
});
