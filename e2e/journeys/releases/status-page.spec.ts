import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/fixtures';
import { e2ePorts, operatorPassword } from '../../support/environment';
import { liveVersions, registryHistory, releaseCandidate, releaseCli } from '../../support/release-cli';

// mf-booking, as the journeys that move mf-hotel, mf-search and mf-member may run beside this one.
test('an operator signs in to the status page, reads a failure through the source maps and rolls mf-booking back with one click', async ({
  page,
  request,
}) => {
  const { live, candidate } = await releaseCandidate(request, 'mf-booking', 'status', '--no-verify');
  try {
    // A browser tells of a failure of the candidate, with where it was thrown in its minified entry: its first line
    // of code (a large file starts with V8's compile hint, a comment).
    const entry = `http://127.0.0.1:${e2ePorts.release}/mf-booking/${candidate}/remoteEntry.js`;
    const codeLine = (await (await request.get(entry)).text()).split('\n').findIndex((line) => !line.startsWith('//#')) + 1;
    const frame = `at f (${entry}:${codeLine}:200)`;
    const report = { remote: 'mf_booking', version: candidate, route: '/summary', outcome: 'failed', kind: 'render', error: 'TypeError', stack: frame };
    expect((await page.request.post('/api/telemetry', { data: report })).status()).toBe(204);

    await page.goto('/_status');
    await page.getByLabel('Operator password').fill(operatorPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Release status' })).toBeVisible();

    const liveTable = page.getByRole('table', { name: 'Live versions on production' });
    const bookingRow = liveTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'mf-booking', exact: true }) });
    await expect(bookingRow).toContainText(candidate);
    await expect(bookingRow).toContainText('1 of 1 loads failed (100 %)');
    await expect(page.getByRole('table', { name: 'mf-booking history on production (newest first)' })).toContainText(candidate);
    await expect(bookingRow.getByRole('button', { name: 'Promote mf-booking (not available)' })).toBeDisabled();
    // Other journeys' browsers report failures of their own versions beside it.
    const failures = page.getByRole('region', { name: 'Failures reported by browsers' });
    const stack = failures.getByRole('region', { name: `mf-booking ${candidate}: 1 of 1 loads failed (100 %)` }).getByLabel('Stack, through the source maps');
    await expect(stack).toContainText('webpack://');
    await expect(stack).toContainText(`minified: ${frame}`);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // On a phone the tables scroll sideways, in frames a keyboard can scroll too.
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    await bookingRow.getByRole('button', { name: 'Roll back mf-booking on production' }).click();
    await expect(page.getByRole('status')).toHaveText(`mf-booking ${live} is live on production now.`);
    await expect(bookingRow).toContainText(live);
    expect((await liveVersions(request)).mf_booking).toBe(live);
    expect(registryHistory('mf-booking').at(-1)).toMatchObject({ action: 'rollback', version: live, reason: 'rolled back from the status page' });
  } finally {
    if ((await liveVersions(request)).mf_booking !== live) releaseCli('rollback', 'mf-booking', '--to', live);
  }
});
