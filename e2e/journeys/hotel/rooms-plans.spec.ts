import { formatPrice } from '@hotel/domain';
import { expect, test } from '../../support/fixtures';
import { languagesAndScreens, twoLanguagesTwoScreens } from '../../support/hotel-page';
import { isSorted, priceOf } from '../../support/rooms-plans-page';

const hotelWithMemberPlans = 3;
const twoAdults = JSON.stringify([{ adults: 2, children: [] }]);

for (const { locale, screen } of languagesAndScreens) {
  test.describe(`rooms and plans in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('a visitor sorts and filters the plans, and the prices shown follow', async ({ page, roomsPlans: rooms, engine, consoleErrors }) => {
      const { dates } = await engine.bookableStay(hotelWithMemberPlans, 20);
      await rooms.open(hotelWithMemberPlans, { ...dates, rooms: twoAdults, type: 'rooms' });
      await rooms.cardsShown();

      await rooms.tab('plans').click();
      await expect(page).toHaveURL(/[?&]type=plans/);
      await expect(rooms.tab('plans')).toHaveAttribute('aria-selected', 'true');
      await rooms.cardsShown();

      // SPEC 9: price low to high until the visitor chooses otherwise; each card leads with its best price.
      let prices = await rooms.pricesByCard();
      expect(prices.length).toBeGreaterThan(1);
      expect(prices.every((card) => isSorted(card, 'asc'))).toBe(true);
      expect(isSorted(prices.map((card) => card[0] as number), 'asc')).toBe(true);

      // The popup closes on a click outside it.
      await rooms.sortButton.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await rooms.heading.click();
      await expect(page.getByRole('menu')).toBeHidden();

      await rooms.sortBy('hotel.rooms.sort.priceHighToLow');
      await expect(rooms.sortButton).toContainText(rooms.text('hotel.rooms.sort.priceHighToLow'));
      prices = await rooms.pricesByCard();
      expect(prices.every((card) => isSorted(card, 'desc'))).toBe(true);
      expect(isSorted(prices.map((card) => card[0] as number), 'desc')).toBe(true);

      await rooms.filterButton.click();
      const panel = rooms.filterPanel;
      await expect(panel).toBeVisible();
      await panel.getByRole('checkbox', { name: rooms.text('hotel.rooms.meal.breakfast') }).check();
      const maximum = panel.getByRole('slider', { name: rooms.text('hotel.rooms.filter.priceMax') });
      await maximum.focus();
      for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowLeft');
      const limit = priceOf((await maximum.getAttribute('aria-valuetext')) ?? '');
      await panel.getByRole('button', { name: rooms.matching('hotel.rooms.filter.done') }).click();
      await expect(panel).toBeHidden();
      await expect(rooms.filterButton).toHaveText(rooms.text('hotel.rooms.filter.buttonActive', { count: '2' }));

      // Only breakfast plans, only rates within the slider range, still high to low.
      const cards = await rooms.settledCards();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) await expect(card.getByText(rooms.text('hotel.rooms.meal.breakfast'), { exact: true })).toBeVisible();
      prices = await rooms.pricesByCard();
      expect(prices.flat().every((price) => price <= limit)).toBe(true);
      expect(prices.every((card) => isSorted(card, 'desc'))).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  });
}

for (const { locale, screen } of twoLanguagesTwoScreens) {
  test.describe(`members and visitors in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('a visitor who picks a members-only plan is asked to log in; a plan with a member price says what members pay', async ({ roomsPlans: rooms, engine, consoleErrors }) => {
      const { dates } = await engine.bookableStay(hotelWithMemberPlans, 20);
      const offer = (await engine.roomsOf(hotelWithMemberPlans, dates, locale))
        .flatMap((room) => room.rates.map((rate) => ({ room, rate })))
        .find(({ rate }) => rate.members_only && rate.available);
      expect(offer, 'the hotel has a members-only plan').toBeTruthy();
      await rooms.open(hotelWithMemberPlans, { ...dates, rooms: twoAdults });
      await rooms.cardsShown();
      await expect(rooms.list.getByText(rooms.matching('hotel.rooms.price.memberHint')).first()).toBeVisible();

      const select = rooms.selectButton(offer!.rate.room_plan_name, offer!.room.room_type_name);
      await select.scrollIntoViewIfNeeded();
      await select.click();
      const prompt = rooms.list.getByRole('alert');
      await expect(prompt).toContainText(rooms.text('hotel.rooms.loginPrompt'));
      await expect(prompt.getByRole('button', { name: rooms.text('hotel.rooms.loginPrompt.button') })).toBeVisible();
      await expect(rooms.selectionBar).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('a member sees the member price against the public one, and can choose a members-only plan', async ({ page, roomsPlans: rooms, engine, member, consoleErrors }) => {
      const { dates } = await engine.bookableStay(hotelWithMemberPlans, 20);
      const offers = (await engine.roomsOf(hotelWithMemberPlans, dates, locale)).flatMap((room) => room.rates.map((rate) => ({ room, rate })));
      const memberOffer = offers.find(({ rate }) => rate.members_only && rate.available && rate.sign_in_discount);
      expect(memberOffer, 'a members-only plan with a member price').toBeTruthy();
      const { room, rate } = memberOffer!;
      await member.signIn('emily.clark@example.com');
      await rooms.open(hotelWithMemberPlans, { ...dates, rooms: twoAdults, roomCode: room.room_type_code, planCode: rate.room_plan_code });
      await rooms.cardsShown();

      const card = rooms.cards.filter({ has: page.getByRole('heading', { level: 3, name: room.room_type_name, exact: true }) });
      const memberPrice = formatPrice(rate.sign_in_discount!.total_price_after_discount, 'JPY', 0, locale);
      const publicPrice = formatPrice(rate.non_sign_in_discount?.total_price_after_discount ?? rate.total_price, 'JPY', 0, locale);
      await expect(card.getByText(memberPrice, { exact: true }).first()).toBeVisible();
      await expect(card.locator('s').filter({ hasText: publicPrice }).first()).toBeVisible();
      await expect(page.getByText(rooms.matching('hotel.rooms.price.memberHint'))).toHaveCount(0);

      await rooms.selectButton(rate.room_plan_name, room.room_type_name).click();
      await expect(rooms.selectionBar).toContainText(memberPrice);
      await expect(rooms.list.getByRole('alert')).toHaveCount(0);
      // An access token lives 4 s in the journeys' sandbox: its renewal answers 401 first, by design.
      expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
    });
  });
}
