import type { CDPSession } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { tokyoHotels } from '../../support/hotel-page';
import { followRequests } from '../../support/network-quiet';

const hotel = tokyoHotels.withReviews;

/** Bytes that crossed the network for each response from now on (headers and body as sent, compressed). */
async function transfers(cdp: CDPSession): Promise<Array<{ url: string; bytes: number; status: number }>> {
  const seen: Array<{ url: string; bytes: number; status: number }> = [];
  const responses = new Map<string, { url: string; status: number }>();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ requestId, response }) => responses.set(requestId, { url: response.url, status: response.status }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) seen.push({ ...response, bytes: encodedDataLength });
  });
  return seen;
}

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

test('a returning visitor loads the hotel page again for under 30 KB: the page revalidated, the code cached', async ({ page, hotelPage, consoleErrors }) => {
  const requests = followRequests(page);
  await hotelPage.open(hotel.id, hotel.name.en);
  // The visitor returns to a page they have seen whole: its pictures had arrived (a clean run once reloaded while
  // the gallery's third picture was still on its way, and counted it on the second load). Seen whole includes what
  // the page loads ahead once it has settled (a second after its last request): the booking review's code, and the
  // chunk that code asks for once it runs (a clean run reloaded while that chunk was on its way, and counted it).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /__federation_expose_SummaryPage/.test(entry.name)));
  await requests.quiet();
  const cdp = await page.context().newCDPSession(page);
  const second = await transfers(cdp);

  await hotelPage.open(hotel.id, hotel.name.en);
  await expect(hotelPage.reviews).toBeVisible();
  const total = second.reduce((sum, response) => sum + response.bytes, 0);
  const biggest = [...second].sort((a, b) => b.bytes - a.bytes).slice(0, 5).map((r) => `${r.bytes} B ${r.url}`);
  expect(total, `bytes of the second load; the largest:\n${biggest.join('\n')}`).toBeLessThan(30 * 1024);
  // No code came again: the hashed files are immutable and kept, `main.js` (one name for every host release) is
  // revalidated with a 304.
  const code = second.filter((response) => /\.(js|css)(\?|$)/.test(response.url) && response.bytes > 0);
  expect(code.filter((response) => response.status !== 304)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
