import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { breakSearchRemote, hangHotelChunk, useShippedDeadline } from '../support/broken-remote';
import { tokyoHotels } from '../support/hotel-page';
import { untilArrived } from '../support/site-page';

/**
 * Issue 2, failure isolation: whatever the failure, the fallback panel shows within 2 s of the slot starting to
 * load, with the shipped deadline. Timed in the page, from the slot's first appearance to its alert, so the test
 * runner adds nothing; each figure is the median of three visits (the machine is shared), printed for the report.
 */
const promiseMs = 2_000;
const runs = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Records, in the page, when the slot first appears and when its alert does. */
async function timeSlot(page: Page, slotId: string): Promise<void> {
  await page.addInitScript((slotSelector) => {
    const times: { slot?: number; alert?: number } = {};
    (window as unknown as { __fallback: typeof times }).__fallback = times;
    new MutationObserver(() => {
      const slot = document.querySelector(slotSelector);
      if (slot && times.slot === undefined) times.slot = performance.now();
      if (slot?.querySelector('[role="alert"]') && times.alert === undefined) times.alert = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, `[data-remote-slot="${slotId}"]`);
}

/** Visits `path` three times and returns, for each, the time from the slot's appearance to its fallback. */
async function timesToFallback(page: Page, path: string, panel: Locator): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(path);
    await expect(panel).toBeVisible(untilArrived);
    const { slot, alert } = await page.evaluate(() => (window as unknown as { __fallback: { slot: number; alert: number } }).__fallback);
    times.push(alert - slot);
  }
  return times;
}

function report(failure: string, times: number[]): void {
  console.log(`[perf] fallback after ${failure}, shipped deadline: ${times.map(Math.round).join(', ')} ms (median ${Math.round(median(times))} ms, promise ${promiseMs} ms)`);
}

for (const failure of [404, 'hang'] as const) {
  test(`the fallback shows within 2 s of the slot starting to load (${failure})`, async ({ page, site }) => {
    const slotId = 'mf_search/HotelListPage';
    await timeSlot(page, slotId);
    await useShippedDeadline(page);
    await breakSearchRemote(page, () => failure);
    const times = await timesToFallback(page, '/en/hotels', site.unavailable(slotId));
    report(String(failure), times);
    expect(median(times), `${failure}: time to fallback`).toBeLessThan(promiseMs);
  });
}

// Issue 16: the deadline covers the page's first frame, so a chunk it loads after its exposed module counts too.
test('the fallback shows within 2 s of the slot starting to load (a hung chunk of the page)', async ({ page, site }) => {
  const slotId = 'mf_hotel/HotelDetailPage';
  await timeSlot(page, slotId);
  await useShippedDeadline(page);
  await hangHotelChunk(page, 'hotel-detail-route');
  const times = await timesToFallback(page, `/en/hotel/${tokyoHotels.withReviews.id}`, site.unavailable(slotId));
  report('a hung hotel-detail-route chunk', times);
  expect(median(times), 'hung chunk: time to fallback').toBeLessThan(promiseMs);
});
