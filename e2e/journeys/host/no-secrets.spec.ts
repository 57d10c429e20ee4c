import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { e2eStore, repoRoot, sitePassword } from '../../support/environment';

/** Every secret the host server or sandbox holds (their local defaults, and the journeys' own password). */
const secrets = [sitePassword, 'hotel-local', 'sandbox-client-key', 'sandbox-client-secret', 'sandbox-content-user', 'sandbox-content-password'];

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}

test('no secret is present in any built file the browser can fetch', async ({ page }) => {
  const files = [
    ...['host', 'mf-search', 'mf-hotel', 'mf-booking', 'mf-member'].flatMap((app) => filesBelow(path.join(repoRoot, app, 'dist'))),
    ...filesBelow(e2eStore),
  ];
  expect(files.length).toBeGreaterThan(50);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return secrets.filter((secret) => text.includes(secret)).map((secret) => `${path.relative(repoRoot, file)}: ${secret}`);
  });
  expect(leaks).toEqual([]);
  // And none in what the server hands a browser at run time.
  const env = await (await page.request.get('/env.json')).text();
  expect(secrets.filter((secret) => env.includes(secret))).toEqual([]);
  // The page itself carries the same settings inlined (issue 15).
  await page.goto('/en/hotel/1');
  const html = await page.content();
  expect(html).toContain('"apiBase"');
  expect(secrets.filter((secret) => html.includes(secret))).toEqual([]);
});
