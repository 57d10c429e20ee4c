import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '@hotel/release';
import { chromium, type Page } from '@playwright/test';
import { cards, siteUp, uniqueEmail } from '../support/booking-funnel-page';
import { e2ePorts } from '../support/environment';
import { expect, test as journey } from '../support/fixtures';
import { demoMembers } from '../support/member-area-page';
import { measurePage, medianRun } from './measure';
import { type MeasuredPage, type ReportRow, reportTable } from './report';

/**
 * `npm run lighthouse` (LIGHTHOUSE_FULL=1): every page in ja and en, the median of 3 runs, and a table. In
 * `npm test`: one run per page in English, failing only below a floor well under the targets, so a change
 * that makes a page much slower is caught while the targets stay in the table.
 */
const full = process.env.LIGHTHOUSE_FULL === '1';
const runs = full ? 3 : 1;
const locales = full ? (['ja', 'en'] as const) : (['en'] as const);
/** The regression floor `npm test` holds each page to (issue 15's targets are 95 and 90). */
const guardScore = Number(process.env.LIGHTHOUSE_GUARD_SCORE ?? 50);
const debuggingPort = e2ePorts.host + 30;
const rows: ReportRow[] = [];

/**
 * A browser whose default context is the journey's, so the tab Lighthouse opens through the debugging port
 * shares its cookies and storage (the gate pass, the booking, the member).
 */
const test = journey.extend({
  context: async ({ baseURL, locale }, use) => {
    const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'lighthouse-')), {
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
      ...(baseURL ? { baseURL } : {}),
      ...(locale ? { locale } : {}),
      viewport: { width: 390, height: 844 },
      // A new visitor has no service worker yet, and the journey's first page would install one.
      serviceWorkers: 'block',
    });
    await use(context);
    await context.close();
  },
});

async function measure(page: Page, name: MeasuredPage, locale: string): Promise<void> {
  const url = page.url();
  const figures = [];
  for (let run = 0; run < runs; run += 1) figures.push(await measurePage(url, debuggingPort));
  const row = { page: name, locale, runs, figures: medianRun(figures) };
  rows.push(row);
  console.log(`lighthouse ${name} (${locale}): ${row.figures.score}, LCP ${Math.round(row.figures.lcpMs)} ms, TBT ${Math.round(row.figures.tbtMs)} ms (by CPU ${Math.round(row.figures.cpuTbtMs)} ms), CPU bench ${row.figures.benchmarkIndex}`);
  if (!full) expect(row.figures.score, `${name} (${locale}) Lighthouse performance`).toBeGreaterThanOrEqual(guardScore);
}

test.beforeAll(siteUp);
test.afterAll(() => {
  if (!rows.length) return;
  const table = reportTable(rows);
  console.log(`\n${table}\n`);
  const dir = path.resolve(import.meta.dirname, '../test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'lighthouse.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(path.join(dir, 'lighthouse.txt'), `${table}\n`);
});

for (const locale of locales) {
  test.describe(`Lighthouse in ${locale}`, () => {
    test.use({ locale: locale === 'ja' ? 'ja-JP' : 'en-US' });
    test.setTimeout(full ? 20 * 60_000 : 5 * 60_000);

    test('home, the hotel list and a hotel page', async ({ page, site, hotelList, hotelPage }) => {
      await site.open('/');
      await measure(page, 'home', locale);
      await hotelList.open('/hotels', 81);
      await measure(page, 'hotel list', locale);
      await page.goto(hotelPage.path('/hotel/3'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await measure(page, 'hotel page', locale);
    });

    test('the booking funnel: review, guest details, payment, confirmation', async ({ page, bookingFunnel: funnel }) => {
      const stay = await funnel.chooseRoom();
      await measure(page, 'review', locale);
      await funnel.continueButton.click();
      await funnel.guestDetailShown();
      await measure(page, 'guest details', locale);
      await funnel.fillGuestDetails(stay, uniqueEmail());
      await funnel.proceedButton.click();
      await funnel.paymentShown();
      await measure(page, 'payment', locale);
      await funnel.method('card').check();
      await funnel.fillCard(cards.approved);
      await funnel.bookButton.click();
      await funnel.confirmationShown();
      await measure(page, 'confirmation', locale);
    });

    test('my card', async ({ page, memberArea: area }) => {
      await area.openLogin();
      await area.logIn(demoMembers.emily, demoMembers.password);
      await area.openSection('my-card');
      await measure(page, 'my card', locale);
    });
  });
}
