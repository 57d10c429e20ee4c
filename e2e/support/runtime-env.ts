import type { BrowserContext, Page } from '@playwright/test';
import { runtimeElementId } from '@hotel/contracts';
import { e2ePorts } from './environment';

const inlinedRuntime = new RegExp(`(<script id="${runtimeElementId}" type="application/json">)(.*?)(</script>)`, 's');

/** The page's inlined settings with `patch` laid over them, escaped as the host server escapes them. */
export function withEnvPatched(html: string, patch: Record<string, unknown>): string {
  return html.replace(inlinedRuntime, (_, open: string, json: string, close: string) => {
    const runtime = JSON.parse(json) as { env: Record<string, unknown> };
    const patched = JSON.stringify({ ...runtime, env: { ...runtime.env, ...patch } }).replace(/</g, '\\u003c');
    return `${open}${patched}${close}`;
  });
}

/**
 * Lays `patch` over the host's runtime settings for this page (or every page of a context): the settings
 * inlined in each page the host server sends, and `/env.json` for a page without them.
 */
export async function patchRuntimeEnv(target: Page | BrowserContext, patch: Record<string, unknown>): Promise<void> {
  await target.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
  const siteOrigin = `http://127.0.0.1:${e2ePorts.host}`;
  await target.route(
    (url) => url.origin === siteOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      // The body is sent again decoded and changed: its encoding, length and tag no longer hold.
      const { 'content-encoding': _encoding, 'content-length': _length, etag: _tag, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: withEnvPatched(await response.text(), patch) });
    },
  );
}
