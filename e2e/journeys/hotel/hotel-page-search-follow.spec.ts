import { addDays, toIsoDate } from '@hotel/domain';
import { expect, test } from '../../support/fixtures';
import { languagesAndScreens, phoneScreen, tokyoHotels } from '../../support/hotel-page';
import { untilArrived } from '../../support/site-page';

/** Issue 13: the hotel page's header, scroll and URL follow the search that actually ran. */
const hotelId = 3;

for (const { locale, screen } of languagesAndScreens) {
  test.describe(`hotel page search in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('a party no room fits: the rooms fall back to 2 adults and the header prices the same search', async ({ page, hotelPage, roomsPlans: rooms, engine, consoleErrors }) => {
      const { dates } = await engine.bookableStay(hotelId, 20);
      await rooms.open(hotelId, { ...dates, rooms: '[{"adults":20}]' });
      await expect(page.getByText(rooms.text('hotel.rooms.fallback'))).toBeVisible(untilArrived);
      await rooms.cardsShown();
      await expect(hotelPage.topInfo.getByText(hotelPage.matching('hotel.detail.price.from', ['price']))).toBeVisible(untilArrived);
      await expect(hotelPage.topInfo.getByText(hotelPage.text('hotel.detail.price.none'))).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}

for (const { locale, screen } of [languagesAndScreens[0], languagesAndScreens[3]]) {
  test.describe(`hotel page in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('new dates from the page’s search box bring the rooms and plans into view (SPEC 4)', async ({ page, hotelPage, roomsPlans: rooms, searchBox, engine, consoleErrors }) => {
      const { dates } = await engine.bookableStay(hotelId, 20);
      await rooms.open(hotelId, { ...dates, rooms: '[{"adults":2,"children":[]}]' });
      await rooms.cardsShown();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const checkOut = addDays(dates.checkIndate, 2);
      await searchBox.openCalendar();
      await page.keyboard.press('Enter');
      for (let day = 0; day < 2; day += 1) await page.keyboard.press('ArrowRight');
      const answered = rooms.searchAnswered(checkOut);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`checkOutdate=${checkOut}`));
      await answered;
      await rooms.cardsShown();
      // The section's top sits just under the sticky tabs, as a tab click puts it.
      await expect.poll(() => hotelPage.sectionTop('plan')).toBeGreaterThan(0);
      await expect.poll(() => hotelPage.sectionTop('plan')).toBeLessThan(160);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      expect(consoleErrors).toEqual([]);
    });

    test('dates in the past fall back to 7 and 8 days from today, and the URL says so', async ({ page, roomsPlans: rooms, consoleErrors }) => {
      await rooms.open(hotelId, { checkIndate: '2020-01-01', checkOutdate: '2020-01-02' });
      const checkIn = addDays(toIsoDate(new Date()), 7);
      await expect.poll(() => new URL(page.url()).searchParams.get('checkIndate')).toBe(checkIn);
      expect(new URL(page.url()).searchParams.get('checkOutdate')).toBe(addDays(checkIn, 1));
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('the section tabs on a 390 px phone in English', () => {
  test.use({ viewport: phoneScreen.viewport, locale: 'en-US' });

  test('every tab, Reviews included, shows its whole name', async ({ hotelPage, consoleErrors }) => {
    const hotel = tokyoHotels.withReviews;
    await hotelPage.open(hotel.id, hotel.name.en);
    await expect(hotelPage.tab('review')).toBeVisible();
    const nav = await hotelPage.sections.boundingBox();
    for (const key of ['hotel', 'plan', 'map', 'review'] as const) {
      const tab = hotelPage.tab(key);
      const clipped = await tab.evaluate((link) => link.scrollWidth > link.clientWidth);
      const box = await tab.boundingBox();
      expect(clipped, `${key} tab text fits its tab`).toBe(false);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${key} tab inside the bar`).toBeLessThanOrEqual((nav?.x ?? 0) + (nav?.width ?? 0) + 0.5);
    }
    const list = hotelPage.sections.getByRole('list');
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
