import type { Response } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { liveVersions, releaseCli } from '../../support/release-cli';
import { untilArrived } from '../../support/site-page';

/** The host release that answered a page load, as the host server names it. */
const hostVersionOf = (response: Response | null) => response?.headers()['x-host-version'];

test('releasing the host shows on the next page load, rolling it back too, and no remote moves', async ({ page, request, site, consoleErrors }) => {
  const searchBox = site.slot('mf_search/SearchBox').getByRole('search');
  const older = hostVersionOf(await page.goto('/en'));
  expect(older, 'npm start released the host').toMatch(/^\d+\.\d+\.\d+-/);
  await expect(searchBox).toBeVisible(untilArrived);

  const newer = `${(older as string).split('-')[0]}-e2e${Date.now()}`;
  const remotes = await liveVersions(request);
  releaseCli('release', 'host', '--no-build', '--version', newer);
  expect(await liveVersions(request), 'a host release moves no remote').toEqual(remotes);
  expect(releaseCli('releases')).toMatch(new RegExp(`^host\\s+${newer}\\s`, 'm'));
  expect(hostVersionOf(await page.reload())).toBe(newer);
  await expect(searchBox).toBeVisible(untilArrived);

  const remotesAtRollback = await liveVersions(request);
  releaseCli('rollback', 'host');
  expect(await liveVersions(request), 'a host rollback moves no remote').toEqual(remotesAtRollback);
  expect(hostVersionOf(await page.reload())).toBe(older);
  await expect(searchBox).toBeVisible(untilArrived);
  expect(consoleErrors).toEqual([]);
});
