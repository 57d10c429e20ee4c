import type { BrowserContext, Page, Route } from '@playwright/test';
import { patchRuntimeEnv } from './runtime-env';

/** mf-search's manifest, the first file the federation runtime fetches to load any of its modules. */
export const searchManifest = '**/mf-search/*/mf-manifest.json';

export type ManifestAnswer = 404 | 500 | 'hang' | 'ok';

/**
 * The production deadline for loading a remote (the journeys' server allows a slow machine more), put back
 * through the runtime settings so the 2 s promise is checked as shipped.
 */
export async function useShippedDeadline(page: Page): Promise<void> {
  await patchRuntimeEnv(page, { remoteLoadDeadlineMs: 1800 });
}

/**
 * A journey that breaks a live remote on purpose keeps its browser's reports of the failures to itself: the host
 * server would otherwise find the live build failing for visitors and roll it back (issue 16, watch after live)
 * under every journey that runs after. A failure is reported at once, so this catches every one; a success
 * reported as the page closes passes by page.route (Chromium sends it after the page is gone), which is harmless.
 */
export async function keepSlotReportsHome(target: Page | BrowserContext): Promise<void> {
  await target.route('**/api/telemetry', (route) => route.fulfill({ status: 204 }));
}

/** Answers mf-search's manifest as `answer` says at the time: an HTTP error, a hang, or the real file. */
export async function breakSearchRemote(page: Page, answer: () => ManifestAnswer): Promise<void> {
  await keepSlotReportsHome(page);
  await page.route(searchManifest, async (route: Route) => {
    const current = answer();
    if (current === 'ok') return route.continue();
    if (current === 'hang') return; // never answered: the slot must give up by itself
    return route.fulfill({ status: current, body: current === 404 ? 'Not Found' : 'Internal Server Error' });
  });
}

/** A file mf-hotel's page loads after its exposed module: the page's code, or its messages in one language. */
export type HotelPageChunk = 'hotel-detail-route' | `lang-${'ja' | 'en'}`;

/**
 * Holds every request for one of the hotel page's chunks unanswered (a hung CDN), until `release` lets them
 * through. The page has already drawn its frame from its exposed module by then.
 */
export async function hangHotelChunk(page: Page, chunk: HotelPageChunk): Promise<{ release: () => Promise<void> }> {
  await keepSlotReportsHome(page);
  const held: Route[] = [];
  await page.route(`**/mf-hotel/*/${chunk}.*.js`, (route) => void held.push(route));
  return {
    release: async () => {
      await page.unroute(`**/mf-hotel/*/${chunk}.*.js`);
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
