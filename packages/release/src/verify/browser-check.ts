import type { RuntimeRegistry } from '@hotel/contracts';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, headlessShellPath } from './chromium';
import { patchInlinedRuntime } from './inlined-runtime';
import { PageWatch } from './page-watch';
import { probeSlots } from './slot-probe';
import type { SiteTarget } from './site-target';
import type { SmokePage } from './smoke-pages';

export interface BrowserCheck {
  site: SiteTarget;
  /** The live registry with the candidate in its remote's place, served to this browser only. */
  registry: RuntimeRegistry;
  /** `<release server>/<remote>/<version>/` */
  candidateBase: string;
  pages: SmokePage[];
}

/** A slot shows its fallback panel by itself once its deadline passes (remote-slot); this only bounds a hung page. */
const pageLimitMs = 30_000;
/**
 * After a page has drawn, what it still fetches of the candidate (its lazy chunks) may fail too; bounded, so a
 * page stays open about 2 s at most after it drew (a fault that waits longer is one only visitors meet).
 */
const settleMs = 300;
const settleAtMostMs = 1_500;

/**
 * Opens each smoke page of the candidate in one headless Chromium, one after the other, with the site's registry
 * pointing this browser (and no visitor) at the candidate. Returns what went wrong; empty: every page rendered.
 */
export async function checkInBrowser({ site, registry, candidateBase, pages }: BrowserCheck): Promise<string[]> {
  // It drives pages and times nothing: the headless shell, at half the full browser's CPU.
  const executablePath = headlessShellPath();
  const browser = await chromium.launch({ args: [...chromiumArgs], ...(executablePath ? { executablePath } : {}) });
  try {
    // A service worker's requests pass by context.route; the registry must come from the route.
    const context = await browser.newContext({ baseURL: site.url, locale: 'ja-JP', serviceWorkers: 'block' });
    const gate = await context.request.post('/api/authenticate', { data: { password: site.password } });
    if (gate.status() !== 204) return [`the site's gate did not let the check in (HTTP ${gate.status()}); is SITE_PASSWORD the site's password?`];
    await context.route(`${site.url}/registry.json`, (route) => route.fulfill({ json: registry, headers: { 'Cache-Control': 'no-store' } }));
    await patchInlinedRuntime(context, { registry });
    const page = await context.newPage();
    const watch = new PageWatch(page, candidateBase);
    for (const smoke of pages) {
      const problems = await checkPage(page, watch, smoke);
      if (problems.length) return problems.map((problem) => `${smoke.path}: ${problem}`);
    }
    return [];
  } finally {
    await browser.close();
  }
}

async function checkPage(page: Page, watch: PageWatch, smoke: SmokePage): Promise<string[]> {
  const ids = smoke.modules.map((module) => module.id);
  const openedAt = Date.now();
  try {
    await page.goto(smoke.path, { waitUntil: 'commit', timeout: pageLimitMs });
  } catch (error) {
    return [`the page did not open: ${(error as Error).message.split('\n')[0]}`];
  }
  for (;;) {
    // Null while the page navigates (a page that sends its visitor elsewhere).
    const probe = await page.evaluate(probeSlots, ids).catch(() => null);
    const fallbacks = ids.filter((id) => probe?.slots[id] === 'fallback').map((id) => `${id} showed its fallback panel instead of the page`);
    const problems = [...fallbacks, ...watch.take()];
    if (problems.length) return problems;
    if (probe && rendered(smoke, probe.pathname, probe.slots, watch)) break;
    if (Date.now() - openedAt > pageLimitMs) return [`${ids.join(', ')} did not render within ${pageLimitMs / 1000} s`];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await watch.quiet(settleMs, settleAtMostMs);
  return watch.take();
}

/**
 * Each module's own code came from the candidate, and it drew its first frame, or its page sent the visitor on
 * (the funnel without chosen rooms goes home, SPEC 2.6).
 */
function rendered(smoke: SmokePage, pathname: string, slots: Record<string, string>, watch: PageWatch): boolean {
  const left = pathname !== smoke.path;
  return smoke.modules.every((module) => module.files.every((file) => watch.hasArrived(file)) && (left || slots[module.id] === 'drawn'));
}
