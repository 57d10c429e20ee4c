import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

/** Issue 13: a child's age is required on home too (SPEC 5); a keyword list is titled by the place's name. */
test.describe('search in English', () => {
  test.use({ siteLocale: 'en', locale: 'en-US' });

  test('on home, Apply refuses a child with no age until one is chosen', async ({ page, searchBox: box, consoleErrors }) => {
    await box.openHome();
    await box.openRooms();
    await box.rooms.getByRole('button', { name: box.text('rooms.addChild', { number: '1' }) }).click();
    const age = box.rooms.getByRole('combobox', { name: box.text('rooms.childAge', { number: '1' }) });
    await expect(age).toHaveValue('');
    const apply = box.rooms.getByRole('button', { name: box.text('rooms.apply') });
    await apply.click();
    await expect(box.rooms.getByRole('alert')).toHaveText(box.text('rooms.childAgeMissing'));
    await expect(box.rooms).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');

    await age.selectOption('7');
    await expect(box.rooms.getByRole('alert')).toHaveCount(0);
    await apply.click();
    await expect(box.rooms).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('booking') ?? '{}').roomList)).toEqual([
      { id: 1, adults: expect.any(Number), children: [{ age: 7, bed: true }] },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test('a city searched as typed in lower case is titled by its name', async ({ page, hotelList }) => {
    await page.goto('/en/hotels?keyword=shibuya&search_type=city');
    const count = hotelList.slot.getByRole('heading', { level: 2 });
    await expect(count).toHaveText(/ in Shibuya City$/, untilArrived);
    await expect(count).not.toHaveText(/ in shibuya$/);
  });
});
