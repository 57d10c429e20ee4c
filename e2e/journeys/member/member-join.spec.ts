import { expect, test } from '../../support/fixtures';
import { newcomers, uniqueMemberEmail } from '../../support/member-area-page';
import { untilArrived } from '../../support/site-page';

/** SPEC 2.8 and 4 Sign-up: form, OTP from the e-mail, thank-you, then the e-mail's confirmation link logs in. */
const screens = [
  { locale: 'en-US', viewport: { width: 1280, height: 800 }, name: 'in English on a desktop, from the header' },
  { locale: 'ja-JP', viewport: { width: 390, height: 844 }, name: 'in Japanese on a phone, from /signup' },
] as const;

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ locale: screen.locale, viewport: screen.viewport });

    test('a visitor joins, enters the e-mailed code, confirms the address and is greeted with their points', async ({ page, memberArea: area, siteLocale }) => {
      const email = uniqueMemberEmail('join');
      const names = newcomers[siteLocale];
      if (siteLocale === 'en') {
        await area.site.open('/');
        await page.getByRole('banner').getByRole('link', { name: area.hostText('header.join'), exact: true }).click(untilArrived);
      } else {
        await area.site.open('/signup');
      }
      await expect(area.panelTitled('member.signup.title')).toBeVisible(untilArrived);

      await area.fillSignUp({ email, password: 'Momiji2026go', postalCode: '100-0001', street: '1-1', phone: '090-1234-5678' });
      await expect(area.field('member.signup.prefecture')).toHaveValue('東京都');
      await expect(area.field('member.signup.city')).toHaveValue('千代田区');
      await expect(area.field('member.signup.district')).toHaveValue('千代田');
      await area.button('member.signup.submit').click();

      await expect(area.panelTitled('member.signup.otpTitle')).toBeVisible();
      await expect(area.says('member.signup.otpIntro', { email, digits: 6 })).toBeVisible();
      await area.field('member.signup.otp').fill(await area.outbox.otp(email));
      await area.button('member.signup.verify').click();

      await expect(area.panelTitled('member.signup.doneTitle')).toBeVisible();
      await expect(area.says('member.signup.registered')).toBeVisible();
      await expect(area.says('member.signup.confirmEmail', { email })).toBeVisible();
      await expect(area.says('member.signup.profileNotSaved')).toHaveCount(0);

      await page.goto(await area.outbox.confirmationPath(email));
      await expect(area.says('member.confirmation.registeredSignedIn')).toBeVisible(untilArrived);

      await area.site.open('/');
      const greetingName = siteLocale === 'en' ? names.firstName : names.lastName;
      await expect(page.getByRole('heading', { name: area.text('member.banner.greeting', { name: greetingName }) })).toBeVisible(untilArrived);
      await expect(page.getByText(area.text('member.banner.pointsBalance', { points: 0 }), { exact: true })).toBeVisible();

      // The link signed in at the booking engine only: the card's loyalty record needs one log-in with the password.
      await area.openSection('my-card');
      await expect(area.says('member.card.logInAgain')).toBeVisible(untilArrived);
      await page.getByRole('main').getByRole('button', { name: area.text('member.card.logInAgainButton'), exact: true }).click();
      await area.logIn(email, 'Momiji2026go');
      const idTerm = page.getByRole('term').getByText(area.text('member.card.membershipId'), { exact: true });
      await expect(idTerm).toBeVisible(untilArrived);
      const membershipId = (await idTerm.locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
      await expect(page.getByRole('img', { name: area.text('member.card.qrLabel', { id: membershipId }) })).toBeVisible();
    });
  });
}
