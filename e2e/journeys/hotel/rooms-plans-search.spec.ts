import { message } from '../../support/catalogues';
import { expect, test } from '../../support/fixtures';
import { addDays } from '@hotel/domain';
import { twoLanguagesTwoScreens } from '../../support/hotel-page';
import { untilArrived } from '../../support/site-page';

const hotelId = 3;

for (const { locale, screen } of twoLanguagesTwoScreens) {
  test.describe(`room search in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('new dates chosen in the page’s search box bring new prices', async ({ page, roomsPlans: rooms, searchBox, engine, consoleErrors }) => {
      const { dates } = await engine.bookableStay(hotelId, 20);
      await rooms.open(hotelId, { ...dates, rooms: JSON.stringify([{ adults: 2, children: [] }]) });
      await rooms.cardsShown();
      const before = await rooms.pricesByCard();

      // The search box (mf-search) on the page: keep the check-in, check out three nights later.
      const checkOut = addDays(dates.checkIndate, 3);
      await searchBox.openCalendar();
      await page.keyboard.press('Enter');
      for (let day = 0; day < 3; day += 1) await page.keyboard.press('ArrowRight');
      const answered = rooms.searchAnswered(checkOut);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`checkOutdate=${checkOut}`));
      await expect(page.getByText(new RegExp(locale === 'ja' ? '・3泊・' : ' · 3 nights · ')).first()).toBeVisible();
      await answered;
      await rooms.cardsShown();
      await expect.poll(async () => Math.min(...(await rooms.pricesByCard()).flat())).toBeGreaterThan(Math.min(...before.flat()));
      expect(consoleErrors).toEqual([]);
    });

    test('a party no room fits is searched again for 2 adults, and the visitor is told', async ({ page, roomsPlans: rooms, engine, consoleErrors }) => {
      const { dates } = await engine.bookableStay(hotelId, 20);
      await rooms.open(hotelId, { ...dates, rooms: JSON.stringify([{ adults: 8, children: [] }]) });
      await expect(page.getByText(rooms.text('hotel.rooms.fallback'))).toBeVisible(untilArrived);
      await rooms.cardsShown();
      await expect.poll(() => new URL(page.url()).searchParams.get('rooms')).toBe('[{"adults":2,"children":[]}]');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('booking') ?? '{}').roomList)).toEqual([{ id: 1, adults: 2, children: [] }]);
      expect(consoleErrors).toEqual([]);
    });

    test('at a hotel with kids tiers, a child without an age is asked for before rooms show', async ({ page, roomsPlans: rooms, engine, consoleErrors }) => {
      const { id: kidsHotel } = await engine.kidsTierHotel();
      const { dates } = await engine.bookableStay(kidsHotel, 20);
      await rooms.open(kidsHotel, { ...dates, rooms: JSON.stringify([{ adults: 2, children: 1 }]) });

      const prompt = page.getByRole('form', { name: rooms.text('hotel.rooms.kids.title') });
      await expect(prompt).toBeAttached(untilArrived);
      await expect(prompt.getByRole('alert')).toHaveText(rooms.text('hotel.rooms.kids.text'));
      await expect(rooms.cards).toHaveCount(0);
      if (screen.name === 'phone') {
        // SPEC 4: the page's search box opens its room picker over the page; the age is chosen there.
        const picker = page.getByRole('dialog', { name: message('mf-search', locale, 'search.box.rooms.title') });
        await expect(picker).toBeVisible();
        await picker.getByRole('combobox', { name: message('mf-search', locale, 'search.box.rooms.childTier', { number: '1' }) }).selectOption({ index: 1 });
        await picker.getByRole('button', { name: message('mf-search', locale, 'search.box.rooms.apply') }).click();
      } else {
        await expect(prompt).toBeVisible();
        const show = prompt.getByRole('button', { name: rooms.text('hotel.rooms.kids.apply') });
        await expect(show).toBeDisabled();
        await prompt.getByRole('combobox', { name: rooms.text('hotel.rooms.kids.child', { room: '1', child: '1' }) }).selectOption('4');
        await show.click();
      }
      await rooms.cardsShown();
      await expect(prompt).toBeHidden();
      const children = (JSON.parse(new URL(page.url()).searchParams.get('rooms') ?? '[]') as Array<{ children: Array<{ age: number | null }> }>)[0]?.children;
      expect(children).toHaveLength(1);
      expect(children?.[0]?.age).toEqual(expect.any(Number));
      expect(consoleErrors).toEqual([]);
    });
  });
}
