import { formatPrice } from '@hotel/domain';
import { siteUp } from '../../support/booking-funnel-page';
import { memberToPayment } from '../../support/booking-member';
import type { EngineOffer, OfferedRate } from '../../support/booking-sandbox';
import { expect, test } from '../../support/fixtures';
import { demoMembers } from '../../support/member-area-page';
import { submitLogIn } from '../../support/member-booking-page';
import { type EngineClient, stay } from '../../support/rooms-plans-page';
import { untilArrived } from '../../support/site-page';

test.beforeAll(siteUp);

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** The hotel whose plans include members-only ones (journeys/hotel/rooms-plans.spec.ts). */
const hotelWithMemberPlans = 3;

/** A members-only plan with a member price (paid by card: seed `plan-archetypes.ts` MEMBERS), for a stay no other journey books. */
async function membersOnlyOffer(engine: EngineClient, fromToday: number): Promise<EngineOffer> {
  for (let offset = fromToday; offset < fromToday + 14; offset += 1) {
    const dates = stay(offset);
    for (const room of await engine.roomsOf(hotelWithMemberPlans, dates)) {
      const plan = room.rates.find((rate) => rate.members_only && rate.available && rate.sign_in_discount);
      if (plan) return { hotelId: hotelWithMemberPlans, dates, room, plan: plan as OfferedRate };
    }
  }
  throw new Error(`hotel ${hotelWithMemberPlans} has no members-only plan within two weeks of day ${fromToday}`);
}

test('a visitor logs in from a members-only plan in the drawer on the hotel page, sees the member price without a reload and books the plan', async ({
  page,
  roomsPlans: rooms,
  bookingFunnel: funnel,
  memberArea: area,
  engine,
  consoleErrors,
}) => {
  const offer = await membersOnlyOffer(engine, 64);
  const memberPrice = formatPrice(offer.plan.sign_in_discount!.total_price_after_discount, 'JPY', 0, 'en');
  await rooms.open(offer.hotelId, { ...offer.dates, rooms: JSON.stringify([{ adults: 2, children: [] }]) });
  await rooms.cardsShown();
  const hotelPage = page.url();
  let pageLoads = 0;
  page.on('load', () => (pageLoads += 1));

  // SPEC 6: a visitor picking a members-only plan is asked to log in, and the drawer opens on this page.
  const selectName = rooms.text('hotel.rooms.selectLabel', { action: rooms.text('hotel.rooms.select'), plan: offer.plan.room_plan_name, room: offer.room.room_type_name });
  const select = rooms.list.getByRole('button', { name: selectName, exact: true });
  // The rate's own item in its room's card: the one holding its Select button.
  const rate = rooms.list
    .getByRole('article', { name: offer.room.room_type_name, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: selectName, exact: true }) });
  await expect(rate.getByText(rooms.text('hotel.rooms.price.memberHint', { price: memberPrice }))).toBeVisible();
  await select.click();
  await rate.getByRole('alert').getByRole('button', { name: rooms.text('hotel.rooms.loginPrompt.button'), exact: true }).click();
  await expect(area.panelTitled('member.auth.loginTitle')).toBeVisible(untilArrived);
  expect(page.url(), 'the drawer opens over the hotel page').toBe(hotelPage);

  // Emily, not Hanako: journeys/booking/booking-points.spec.ts counts Hanako's points to the last one.
  await submitLogIn(area, demoMembers.emily, demoMembers.password);
  await expect(area.panel).toHaveCount(0);

  // The member's price replaces the public one in place: same address, no page load, no prompt any more.
  await expect(rate.getByText(memberPrice, { exact: true })).toBeVisible();
  await expect(rate.getByText(rooms.matching('hotel.rooms.price.memberHint'))).toHaveCount(0);
  await expect(rate.getByRole('alert')).toHaveCount(0);
  expect(page.url()).toBe(hotelPage);
  expect(pageLoads, 'the page was not reloaded').toBe(0);

  // The plan is now the member's to book: Book now, guest details from the account, pay at the hotel.
  await select.click();
  await expect(rooms.selectionBar).toContainText(`${offer.room.room_type_name} · ${offer.plan.room_plan_name}`);
  await expect(rooms.selectionBar.getByRole('status')).toContainText(memberPrice);
  await rooms.selectionBar.getByRole('button', { name: rooms.text('hotel.rooms.bar.book') }).click();
  await funnel.reviewShown();
  const hotelName = (await funnel.reviewStay.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await memberToPayment(funnel, { ...offer, hotelName });
  await expect(funnel.total).toContainText(memberPrice);
  await funnel.method('card').check();
  await funnel.fillCard();
  await funnel.bookButton.click();

  await funnel.confirmationShown();
  await expect(page.getByRole('main')).toContainText(offer.plan.room_plan_name);
  // An access token lives 4 s in the journeys' sandbox: its renewal answers 401 first, by design.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
