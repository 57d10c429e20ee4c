import { expect, test } from '../../support/fixtures';
import { liveVersions } from '../../support/release-cli';

/** A browser's own Accept-Encoding; Playwright's request client would otherwise ask for and decode gzip only. */
const browserEncodings = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

test('the host and the release server send text compressed with brotli, and a returning visitor gets 304s', async ({ page, request }) => {
  const main = await request.get('/main.js', { headers: browserEncodings });
  expect(main.headers()['content-encoding']).toBe('br');
  expect(main.headers().vary).toBe('Accept-Encoding');
  const tag = main.headers().etag as string;
  expect((await request.get('/main.js', { headers: { ...browserEncodings, 'If-None-Match': tag } })).status()).toBe(304);

  const hotel = (await liveVersions(request)).mf_hotel as string;
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Array<{ name: string; entry: string }> };
  const manifestUrl = registry.remotes.find((remote) => remote.name === 'mf_hotel')?.entry as string;
  expect(manifestUrl).toContain(`/mf-hotel/${hotel}/`);
  const entry = await request.get(new URL('remoteEntry.js', manifestUrl).href, { headers: browserEncodings });
  expect(entry.headers()['content-encoding']).toBe('br');
  expect(entry.headers()['cache-control']).toContain('immutable');

  // The page itself: compressed on its way, and unchanged while the registry is.
  await page.goto('/en/hotel/1');
  const again = await page.request.get('/en/hotel/1', { headers: browserEncodings });
  expect(again.headers()['content-encoding']).toBe('br');
  const held = await page.request.get('/en/hotel/1', { headers: { ...browserEncodings, 'If-None-Match': again.headers().etag as string } });
  expect(held.status()).toBe(304);
});

test("the large start-up scripts ask the browser to compile them as they stream in, off the page's main thread", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = await (await page.request.get('/main.js')).text();
  expect(main.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  // A small script compiles in a moment: it goes without the hint, which costs bytes in every file.
  const catalogue = scripts.find((url) => /\/lang-en\.[0-9a-f]+\.js$/.test(url)) as string;
  expect(catalogue).toBeTruthy();
  expect((await (await page.request.get(catalogue)).text()).startsWith('//#')).toBe(false);
});
