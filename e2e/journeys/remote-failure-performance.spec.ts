import { expect, test } from '../support/fixtures';
import { breakSearchRemote, useShippedDeadline } from '../support/broken-remote';
import { untilArrived } from '../support/site-page';

/**
 * Issue 2, failure isolation: whatever the failure, the fallback panel shows within 2 s of the slot starting to
 * load, with the shipped deadline. Timed in the page, from the slot's first appearance to its alert, so the test
 * runner adds nothing; each figure is the median of three visits (the machine is shared), printed for the report.
 */
const promiseMs = 2_000;
const runs = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const slotId = 'mf_search/HotelListPage';

for (const failure of [404, 'hang'] as const) {
  test(`the fallback shows within 2 s of the slot starting to load (${failure})`, async ({ page, site }) => {
    await page.addInitScript((slotSelector) => {
      const times: { slot?: number; alert?: number } = {};
      (window as unknown as { __fallback: typeof times }).__fallback = times;
      new MutationObserver(() => {
        const slot = document.querySelector(slotSelector);
        if (slot && times.slot === undefined) times.slot = performance.now();
        if (slot?.querySelector('[role="alert"]') && times.alert === undefined) times.alert = performance.now();
      }).observe(document, { childList: true, subtree: true });
    }, `[data-remote-slot="${slotId}"]`);
    await useShippedDeadline(page);
    await breakSearchRemote(page, () => failure);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto('/en/hotels');
      await expect(site.unavailable(slotId)).toBeVisible(untilArrived);
      const { slot, alert } = await page.evaluate(() => (window as unknown as { __fallback: { slot: number; alert: number } }).__fallback);
      times.push(alert - slot);
    }
    console.log(`[perf] fallback after ${failure}, shipped deadline: ${times.map(Math.round).join(', ')} ms (median ${Math.round(median(times))} ms, promise ${promiseMs} ms)`);
    expect(median(times), `${failure}: time to fallback`).toBeLessThan(promiseMs);
  });
}
