import type { BrowserContext, Page } from '@playwright/test';
import { patchInlinedRuntime } from '@hotel/release';

/**
 * Lays `patch` over the host's runtime settings for this page (or every page of a context): the settings the
 * host server inlines in each page, and `/env.json` for a page without them.
 */
export async function patchRuntimeEnv(target: Page | BrowserContext, patch: Record<string, unknown>): Promise<void> {
  await target.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
  await patchInlinedRuntime(target, { env: patch });
}
