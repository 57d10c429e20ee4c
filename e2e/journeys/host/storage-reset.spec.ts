import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

test.use({ siteLocale: 'en' });

/** A booking the site of version 1.0.5 kept: a place, a promo code and two rooms of three, a month ahead. */
function staleBooking() {
  const day = (ahead: number) => new Date(Date.now() + ahead * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    location: 'Stale Town',
    searchType: 'city',
    checkIn: day(30),
    checkOut: day(32),
    nights: 2,
    promoCode: 'OLDCODE',
    roomList: [
      { id: 1, adults: 3, children: [] },
      { id: 2, adults: 3, children: [] },
    ],
  };
}

async function kept(page: Page) {
  return page.evaluate(() => ({ version: localStorage.getItem('version'), booking: localStorage.getItem('booking') }));
}

test('a booking kept by an older version of the site is gone after load, and stays gone (SPEC 4 "Local storage reset")', async ({
  page,
  searchBox,
  consoleErrors,
}) => {
  // The older site's storage, in place before the site's first script runs; written once per tab (the marker
  // lives in session storage, which the reset does not touch), so later loads see only what the site kept.
  await page.addInitScript((booking) => {
    if (sessionStorage.getItem('e2e-stale-written')) return;
    sessionStorage.setItem('e2e-stale-written', '1');
    localStorage.setItem('version', '1.0.5');
    localStorage.setItem('expiry', String(Date.now() + 24 * 3600 * 1000));
    localStorage.setItem('booking', JSON.stringify(booking));
  }, staleBooking());

  await searchBox.openHome();
  const defaults = async () => {
    await expect(searchBox.destination).toHaveValue('');
    // Home's own default party, not the two rooms of three the older site kept.
    await expect(searchBox.guestsButton).toContainText('1 room,');
    await expect(searchBox.guestsButton).not.toContainText('6 guests');
    await expect(searchBox.promoButton).not.toContainText('OLDCODE');
  };
  await defaults();
  let stored = await kept(page);
  expect(stored.version).toBe('1.0.6');
  expect(stored.booking ?? '').not.toContain('Stale Town');

  // A search of its own makes the site write its booking: what it writes is the visitor's, not the stale one.
  await page.goto('/en/hotels');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  stored = await kept(page);
  expect(stored.booking).not.toBeNull();
  expect(stored.booking).not.toContain('OLDCODE');
  expect(JSON.parse(stored.booking ?? '{}').roomList).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  await searchBox.openHome();
  await defaults();
  stored = await kept(page);
  expect(stored.version).toBe('1.0.6');
  expect(stored.booking ?? '').not.toMatch(/Stale Town|OLDCODE/);
  expect(consoleErrors).toEqual([]);
});
