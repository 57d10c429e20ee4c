import type { Page, Request } from '@playwright/test';

/**
 * Follows every request a page makes from now on, so a journey can wait until none has been in flight for a
 * while. Playwright's `networkidle` is a load state: once reached it stays reached, and a request the page starts
 * later (a warm-up a second after it settled, the chunk that warm-up asks for next) is not waited for.
 */
export function followRequests(page: Page): { quiet: (quietMs?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(quietMs = 1_000) {
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        await page.waitForTimeout(100);
      }
    },
  };
}
