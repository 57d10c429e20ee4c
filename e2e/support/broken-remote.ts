import type { Page, Route } from '@playwright/test';

/** mf-search's manifest, the first file the federation runtime fetches to load any of its modules. */
export const searchManifest = '**/mf-search/*/mf-manifest.json';

export type ManifestAnswer = 404 | 500 | 'hang' | 'ok';

/**
 * The production deadline for loading a remote (the journeys' server allows a slow machine more), put back
 * through /env.json so the 2 s promise is checked as shipped.
 */
export async function useShippedDeadline(page: Page): Promise<void> {
  await page.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), remoteLoadDeadlineMs: 1800 } });
  });
}

/** Answers mf-search's manifest as `answer` says at the time: an HTTP error, a hang, or the real file. */
export async function breakSearchRemote(page: Page, answer: () => ManifestAnswer): Promise<void> {
  await page.route(searchManifest, async (route: Route) => {
    const current = answer();
    if (current === 'ok') return route.continue();
    if (current === 'hang') return; // never answered: the slot must give up by itself
    return route.fulfill({ status: current, body: current === 404 ? 'Not Found' : 'Internal Server Error' });
  });
}
