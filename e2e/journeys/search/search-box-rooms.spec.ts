import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

/** SPEC 2.3, 5 rooms and guests, and the box on a hotel page (SPEC 4 booking popups). */
const cases = [
  { locale: 'en', viewport: { width: 390, height: 844 } },
  { locale: 'ja', viewport: { width: 1280, height: 900 } },
] as const;

for (const { locale, viewport } of cases) {
  test.describe(`search box rooms, ${locale}, ${viewport.width} px`, () => {
    test.use({ viewport, siteLocale: locale });

    test('rooms stop at 8, adults at 10, and the last room cannot be deleted', async ({ page, searchBox: box, consoleErrors }) => {
      await box.openHome();
      await box.openRooms();
      const addRoom = box.rooms.getByRole('button', { name: box.text('rooms.add') });
      for (let i = 0; i < 7; i += 1) await addRoom.click();
      await expect(addRoom).toBeDisabled();
      await expect(box.rooms.getByText(box.text('rooms.maxRooms', { max: '8' }))).toBeVisible();

      const addAdult = box.rooms.getByRole('button', { name: box.text('rooms.addAdult', { number: '1' }) });
      for (let i = 0; i < 9; i += 1) await addAdult.click();
      await expect(addAdult).toBeDisabled();

      for (let room = 8; room >= 2; room -= 1) {
        await box.rooms.getByRole('button', { name: box.text('rooms.delete', { number: String(room) }) }).click();
      }
      await expect(box.rooms.getByRole('button', { name: box.text('rooms.delete', { number: '1' }) })).toHaveCount(0);
      await box.rooms.getByRole('button', { name: box.text('rooms.apply') }).click();
      await expect(box.rooms).toBeHidden();

      await box.searchFromHome(locale === 'ja' ? '東京都' : 'Tokyo', locale === 'ja' ? /^東京都/ : /^Tokyo/);
      await expect(page).toHaveURL(/\/hotels-tokyo\?/);
      expect(box.query().get('rooms')).toBe('[{"adults":10,"children":[]}]');
      expect(consoleErrors).toEqual([]);
    });

    test('on a kids-tier hotel page a child needs a tier before Apply; the page URL follows', async ({ page, searchBox: box, engine, consoleErrors }) => {
      const { id, tiers } = await engine.kidsTierHotel();
      const schoolChild = tiers.kids_tiers.find((tier) => tier.min_age >= 6 && tier.bedding);
      expect(schoolChild, 'a tier for school children with a bed').toBeTruthy();
      const hotel = { id, tier: schoolChild?.name as string };
      await page.goto(`${locale === 'en' ? '/en' : ''}/hotel/${hotel.id}`);
      await expect(box.guestsButton).toBeVisible(untilArrived);
      await box.openRooms();
      await box.rooms.getByRole('button', { name: box.text('rooms.addChild', { number: '1' }) }).click();
      const tier = box.rooms.getByRole('combobox', { name: box.text('rooms.childTier', { number: '1' }) });
      await expect(tier).toHaveValue('');
      await box.rooms.getByRole('button', { name: box.text('rooms.apply') }).click();
      await expect(box.rooms.getByRole('alert')).toHaveText(box.text('rooms.childTierMissing'));
      await expect(box.rooms).toBeVisible();

      if (locale === 'en') {
        await tier.selectOption({ label: hotel.tier });
        await box.rooms.getByRole('button', { name: box.text('rooms.apply') }).click();
        await expect(box.rooms).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/en/hotel/${hotel.id}\\?`));
        const children = () => (JSON.parse(box.query().get('rooms') ?? '[]') as Array<{ children: unknown[] }>).map((room) => room.children);
        await expect.poll(children).toEqual([[{ age: 6, bed: true }]]);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('on a hotel page, new dates update the page URL in place', async ({ page, searchBox: box, consoleErrors }) => {
      await page.goto(`${locale === 'en' ? '/en' : ''}/hotel/12`);
      await expect(box.box.getByText(locale === 'en' ? /Hotel Sakura/ : /ホテルさくら/)).toBeVisible(untilArrived);
      await box.openCalendar();
      const start = await box.focusedDay.getAttribute('data-date');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(box.calendar).toBeHidden();
      await expect.poll(() => box.query().get('checkIndate')).toBe(start);
      const nights = (Date.parse(box.query().get('checkOutdate') ?? '') - Date.parse(start ?? '')) / 86_400_000;
      expect(nights).toBe(2);
      await expect(page).toHaveURL(new RegExp(`/hotel/12\\?`));
      expect(consoleErrors).toEqual([]);
    });
  });
}
