import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { demoMembers, uniqueMemberEmail } from '../../support/member-area-page';
import { untilArrived } from '../../support/site-page';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Serious and critical axe violations on the page as it stands, as `rule: target` lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`));
}

/** A visitor with only a keyboard: Tab (or Shift+Tab) until the element wanted has the focus, then type or press. */
function keyboardOf(page: Page) {
  const keys = page.keyboard;
  const tabTo = async (target: Locator, { back = false, limit = 60 } = {}) => {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await keys.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${target} never took the focus in ${limit} presses`);
  };
  return {
    tabTo,
    type: async (target: Locator, text: string) => {
      await tabTo(target);
      await keys.type(text);
    },
    press: async (target: Locator, key = 'Enter') => {
      await tabTo(target);
      await keys.press(key);
    },
  };
}

test('a keyboard-only member logs in from the header', async ({ page, memberArea: area }) => {
  const keyboard = keyboardOf(page);
  await area.site.open('/');
  await expect(area.loginLink).toBeVisible(untilArrived);
  await keyboard.press(area.loginLink);

  await expect(area.panelTitled('member.auth.loginTitle')).toBeVisible(untilArrived);
  await expect(area.field('member.login.email'), 'the drawer opens on its first field').toBeFocused();
  await page.keyboard.type(demoMembers.emily);
  await keyboard.type(area.passwordField('member.login.password'), demoMembers.password);
  await keyboard.press(area.button('member.login.signIn.submit'));

  await expect(area.panel).toHaveCount(0);
  await expect(area.headerGreeting('Emily')).toBeVisible(untilArrived);
});

test('a keyboard-only visitor fills the sign-up form and reaches the code step', async ({ page, memberArea: area }) => {
  const keyboard = keyboardOf(page);
  const email = uniqueMemberEmail('keys');
  await area.site.open('/');
  const join = page.getByRole('banner').getByRole('link', { name: area.hostText('header.join'), exact: true });
  await expect(join).toBeVisible(untilArrived);
  await keyboard.press(join);

  await expect(area.panelTitled('member.signup.title')).toBeVisible(untilArrived);
  await expect(area.field('member.signup.email'), 'the panel opens on its first field').toBeFocused();
  await page.keyboard.type(email);
  await keyboard.type(area.field('member.signup.lastName'), 'Walker');
  await keyboard.type(area.field('member.signup.firstName'), 'Alice');
  await keyboard.type(area.field('member.signup.birthDay'), '04011990');
  // Radio buttons and check boxes answer Space, as every keyboard user knows them.
  await keyboard.press(area.panel.getByRole('radio').first(), 'ArrowDown');
  await expect(area.panel.getByRole('radio', { name: area.text('member.signup.gender.female'), exact: true })).toBeChecked();
  await keyboard.type(area.field('member.signup.country', 'combobox'), area.countryName('JP'));
  await expect(area.field('member.signup.country', 'combobox')).toHaveValue('JP');
  await keyboard.type(area.field('member.signup.phone'), '09012345678');
  await keyboard.type(area.field('member.signup.postalCode'), '1000001');
  await expect(area.field('member.signup.prefecture')).toHaveValue('東京都');
  await keyboard.type(area.field('member.signup.streetAddress'), '1-1');
  await keyboard.type(area.passwordField('member.signup.password'), 'Momiji2026go');
  await keyboard.type(area.passwordField('member.signup.rePassword'), 'Momiji2026go');
  await keyboard.press(area.panel.getByRole('checkbox', { name: area.text('member.signup.policy') }), 'Space');
  await keyboard.press(area.button('member.signup.submit'));

  await expect(area.panelTitled('member.signup.otpTitle')).toBeVisible();
  await expect(area.field('member.signup.otp'), 'the code step starts on its field').toBeFocused();
});

test('the login drawer and the sign-up panel have no serious or critical axe violations', async ({ page, memberArea: area }) => {
  await area.openLogin();
  expect(await seriousViolations(page), 'login drawer').toEqual([]);

  await area.site.open('/signup');
  await expect(area.panelTitled('member.signup.title')).toBeVisible(untilArrived);
  expect(await seriousViolations(page), 'sign-up panel').toEqual([]);
});

test('the member area pages have no serious or critical axe violations', async ({ page, memberArea: area }) => {
  await area.openLogin();
  await area.logIn(demoMembers.emily, demoMembers.password);
  await area.openSection('my-card');
  await expect(page.getByRole('article', { name: 'Emily Clark' })).toBeVisible(untilArrived);
  expect(await seriousViolations(page), 'my card').toEqual([]);

  await area.openSection('my-profile');
  await expect(area.profileValue('email')).toHaveText(demoMembers.emily, untilArrived);
  expect(await seriousViolations(page), 'my profile').toEqual([]);

  await area.openSection('my-booking');
  await expect(page.getByRole('list', { name: area.text('member.bookings.listLabel') })).toBeVisible(untilArrived);
  expect(await seriousViolations(page), 'my bookings').toEqual([]);

  await area.openSection('my-rewards');
  await expect(page.getByText(area.text('member.rewards.balance'), { exact: true })).toBeVisible(untilArrived);
  expect(await seriousViolations(page), 'my rewards').toEqual([]);

  await area.openSection('change-password');
  await expect(page.getByLabel(area.text('member.password.oldPassword'))).toBeVisible();
  expect(await seriousViolations(page), 'change password').toEqual([]);
});
