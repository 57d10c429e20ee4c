import type { BrowserContext, Page } from '@playwright/test';
import { runtimeElementId } from '@hotel/contracts';

/**
 * Lays `patch` over the host's runtime settings for this page (or every page of a context): the settings the
 * host server inlines in each page, and `/env.json` for a page without them. The page is changed in the browser
 * as it is parsed, before the host's script reads it: a page answered by Playwright instead of the server would
 * count as a public site, and Chromium would refuse it the loopback release server.
 */
export async function patchRuntimeEnv(target: Page | BrowserContext, patch: Record<string, unknown>): Promise<void> {
  await target.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
  await target.addInitScript(
    ({ id, envPatch }) => {
      const observer = new MutationObserver(() => {
        const element = document.getElementById(id);
        if (!element?.textContent) return;
        try {
          const runtime = JSON.parse(element.textContent) as { env: Record<string, unknown> };
          element.textContent = JSON.stringify({ ...runtime, env: { ...runtime.env, ...envPatch } });
          observer.disconnect();
        } catch {
          // Not all of it parsed yet: the next mutation brings the rest.
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { id: runtimeElementId, envPatch: patch },
  );
}
