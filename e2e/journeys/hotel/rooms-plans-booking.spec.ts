import { localePrefix } from '../../support/catalogues';
import { expect, test } from '../../support/fixtures';
import { twoLanguagesTwoScreens } from '../../support/hotel-page';

const hotelId = 3;

for (const { locale, screen } of twoLanguagesTwoScreens) {
  test.describe(`booking from the rooms in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('a visitor chooses a room and plan, sees the total and books: the selection goes to /summary', async ({ page, roomsPlans: rooms, engine, consoleErrors }) => {
      const { dates, roomTypeCode, rate } = await engine.bookableStay(hotelId, 20);
      const room = (await engine.roomsOf(hotelId, dates, locale)).find((r) => r.room_type_code === roomTypeCode)!;
      const plan = room.rates.find((r) => r.room_plan_code === rate.room_plan_code)!;
      await rooms.open(hotelId, { ...dates, rooms: JSON.stringify([{ adults: 2, children: [] }]) });
      await rooms.cardsShown();

      const select = rooms.selectButton(plan.room_plan_name, room.room_type_name);
      await select.click();
      await expect(select).toHaveAttribute('aria-pressed', 'true');
      const bar = rooms.selectionBar;
      await expect(bar).toContainText(`${room.room_type_name} · ${plan.room_plan_name}`);
      await expect(bar.getByRole('status')).toContainText(/[¥￥][\d,]+/);
      await bar.getByRole('button', { name: rooms.text('hotel.rooms.bar.book') }).click();

      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${localePrefix[locale]}/summary`));
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selected_rooms') ?? 'null'));
      expect(stored).toMatchObject({
        hotelId,
        hotelPath: expect.stringContaining(`/hotel/${hotelId}?`),
        checkIn: dates.checkIndate,
        checkOut: dates.checkOutdate,
        rooms: [{ roomTypeCode, planCode: plan.room_plan_code, adults: 2, price: plan.non_sign_in_discount?.total_price_after_discount ?? plan.total_price }],
        edit: null,
      });
      expect(consoleErrors).toEqual([]);
    });

    test('a booking-edit link shows the booking being changed beside the new search', async ({ page, roomsPlans: rooms, engine, consoleErrors }) => {
      const booked = await engine.book(hotelId, 25, locale);
      await rooms.open(hotelId, {
        bypass_token: booked.bypass_token,
        email: booked.email,
        reservationID: booked.reservation_number,
        tab: 'plan',
      });
      const banner = page.getByRole('region', { name: rooms.text('hotel.rooms.edit.title', { number: booked.reservation_number }) });
      await expect(banner).toBeVisible();
      const table = banner.getByRole('table');
      await expect(table.getByRole('columnheader', { name: rooms.text('hotel.rooms.edit.current') })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: rooms.text('hotel.rooms.edit.new') })).toBeVisible();
      await expect(table.getByRole('row', { name: new RegExp(rooms.text('hotel.rooms.edit.hotel')) })).toContainText(booked.hotel.name);
      await expect(table.getByRole('row', { name: new RegExp(rooms.text('hotel.rooms.edit.guests')) })).toContainText(locale === 'ja' ? '1室・2名' : '1 room, 2 guests');
      await rooms.cardsShown();
      expect(consoleErrors).toEqual([]);
    });
  });
}
