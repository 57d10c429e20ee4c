import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cards, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

/** Serious and critical axe violations on the page as it stands, as `rule: target` lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`));
}

test('review, guest details, payment, confirmation and cancel have no serious or critical axe violations', async ({ page, bookingFunnel: funnel }) => {
  const stay = await funnel.chooseRoom();
  expect(await seriousViolations(page), 'review').toEqual([]);

  await funnel.continueButton.click();
  await funnel.guestDetailShown();
  expect(await seriousViolations(page), 'guest details').toEqual([]);

  await funnel.fillGuestDetails(stay, uniqueEmail());
  await funnel.proceedButton.click();
  await funnel.paymentShown();
  await funnel.method('card').check();
  expect(await seriousViolations(page), 'payment').toEqual([]);

  await funnel.fillCard(cards.approved);
  await funnel.bookButton.click();
  await funnel.confirmationShown();
  expect(await seriousViolations(page), 'confirmation').toEqual([]);

  await funnel.openCancel();
  expect(await seriousViolations(page), 'cancel').toEqual([]);
});

test('a keyboard-only visitor books from the review page to the confirmation', async ({ page, bookingFunnel: funnel }) => {
  const stay = await funnel.chooseRoom();
  const keys = page.keyboard;

  /** Tabs forward (or back) until the focused element is the one wanted, as a keyboard user does. */
  async function tabTo(target: ReturnType<Page['getByRole']>, { back = false, limit = 80 } = {}) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await keys.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${target} never took the focus in ${limit} presses`);
  }
  async function type(target: ReturnType<Page['getByRole']>, text: string) {
    await tabTo(target);
    await keys.type(text);
  }

  await tabTo(funnel.continueButton);
  await keys.press('Enter');
  await funnel.guestDetailShown();

  const guest = funnel.guestOf(0, stay.room.room_type_name);
  await type(funnel.field(guest, 'booking.guest.lastName'), 'Yamada');
  await type(funnel.field(guest, 'booking.guest.firstName'), 'Taro');
  await type(guest.getByRole('textbox', { name: funnel.text('booking.guest.email'), exact: true }), uniqueEmail());
  await type(guest.getByRole('textbox', { name: funnel.text('booking.guest.phone'), exact: true }), '090-1234-5678');
  // Each required question: a select chosen with the arrow keys, or a radio button ticked with Space.
  for (const { kind, control } of await funnel.requiredQuestionControls(stay)) {
    await tabTo(control);
    await keys.press(kind === 'select' ? 'ArrowDown' : 'Space');
    if (kind === 'select') await expect(control).not.toHaveValue('');
    else await expect(control).toBeChecked();
  }
  await tabTo(funnel.policyBox);
  await keys.press('Space');
  await expect(funnel.policyBox).toBeChecked();
  // Shift+Tab back to the phone and forward again: nothing typed is lost on the way.
  const phone = guest.getByRole('textbox', { name: funnel.text('booking.guest.phone'), exact: true });
  await tabTo(phone, { back: true });
  await expect(phone).toHaveValue('090-1234-5678');
  await tabTo(funnel.proceedButton);
  await keys.press('Enter');
  await funnel.paymentShown();

  // Card is the first way to pay and is chosen already; the arrow keys would move between the choices.
  await expect(funnel.method('card')).toBeChecked();
  const card = page.getByRole('group', { name: funnel.text('booking.card.legend') });
  await type(card.getByRole('textbox', { name: funnel.text('booking.card.number') }), '4111111111111111');
  await tabTo(card.getByRole('combobox', { name: funnel.text('booking.card.expMonth') }));
  await keys.press('ArrowDown');
  await tabTo(card.getByRole('combobox', { name: funnel.text('booking.card.expYear') }));
  await keys.press('ArrowDown');
  await keys.press('ArrowDown');
  await type(card.getByRole('textbox', { name: funnel.text('booking.card.cvc') }), '123');
  await type(card.getByRole('textbox', { name: funnel.text('booking.card.holder') }), 'TARO YAMADA');
  await tabTo(funnel.bookButton);
  await keys.press('Enter');

  await funnel.confirmationShown();
});
