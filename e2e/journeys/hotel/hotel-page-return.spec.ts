import { expect, test } from '../../support/fixtures';
import { phoneScreen } from '../../support/hotel-page';

const hotelId = 3;

test.use({ viewport: phoneScreen.viewport, locale: 'en-US' });

test('a visitor who opened a hotel page from outside goes on to book, comes back, and finds the plan they chose where it was', async ({ page, roomsPlans: rooms, engine, consoleErrors }) => {
  const { dates, roomTypeCode, rate } = await engine.bookableStay(hotelId, 20);
  const room = (await engine.roomsOf(hotelId, dates, 'en')).find((r) => r.room_type_code === roomTypeCode)!;
  const plan = room.rates.find((r) => r.room_plan_code === rate.room_plan_code)!;
  await rooms.open(hotelId, { ...dates, rooms: JSON.stringify([{ adults: 2, children: [] }]) });
  await rooms.cardsShown();
  const select = rooms.selectButton(plan.room_plan_name, room.room_type_name);
  await select.click();
  const left = await page.evaluate(() => window.scrollY);
  await rooms.selectionBar.getByRole('button', { name: rooms.text('hotel.rooms.bar.book') }).click();
  await expect(page).toHaveURL(/\/en\/summary/);

  await page.goBack();
  // The rooms arrive after the page is back, and the position waits for them; the cards out of view until then
  // are drawn at their real heights for it (not the estimate they are laid out at), so the plan is where it was.
  const top = () => select.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(top, { timeout: 15_000 }).toBeLessThan(phoneScreen.viewport.height);
  expect(await top()).toBeGreaterThanOrEqual(0);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(phoneScreen.viewport.height / 2);
  expect(left, 'the plan was well down the page').toBeGreaterThan(1_000);
  expect(consoleErrors).toEqual([]);
});
