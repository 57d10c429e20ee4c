import { expect, test } from '../../support/fixtures';
import { messageSource } from '../../support/catalogues';
import { confirmedMember } from '../../support/member-area-page';
import { untilArrived } from '../../support/site-page';

test.describe('in English on a desktop', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  /** SPEC 4 Forgot password: e-mail and the new password twice, the e-mailed OTP, success, then log in with it. */
  test('a member who forgot the password sets a new one with the e-mailed code and logs in with it', async ({ page, memberArea: area }) => {
    const { email } = await confirmedMember(page.request, 'forgot', { firstName: 'Ada', lastName: 'Lovelace' });
    const newPassword = 'Ginkgo2026new';
    await area.openLogin();
    await area.button('member.login.signIn.forgotPassword').click();

    await expect(area.panelTitled('member.login.forgotTitle')).toBeVisible();
    await area.field('member.login.email').fill(email);
    await area.passwordField('member.resetPassword.newPassword').fill(newPassword);
    await area.passwordField('member.resetPassword.confirmPassword').fill(newPassword);
    await area.button('member.login.forgot.submit').click();

    await expect(area.panelTitled('member.login.otpTitle')).toBeVisible();
    await expect(area.says('member.login.otp.intro', { email })).toBeVisible();
    // SPEC 4: Resend waits 60 s after each send, and the wait is shown.
    await expect(area.button('member.login.otp.resend')).toBeDisabled();
    const countdown = new RegExp(`^${messageSource('mf-member', 'en', 'member.login.otp.resendIn').replace('{seconds}', '(60|59|58|57|56|55|5\\d)')}$`);
    await expect(area.panel.getByRole('timer')).toHaveText(countdown);
    await area.field('member.login.otp.code').fill(await area.outbox.otp(email));
    await area.button('member.login.otp.submit').click();

    await expect(area.panelTitled('member.auth.passwordChangedTitle')).toBeVisible();
    await area.button('member.resetPassword.goToSignIn').click();
    await expect(area.panelTitled('member.auth.loginTitle')).toBeVisible();
    await area.logIn(email, newPassword);
    await expect(area.headerGreeting('Ada')).toBeVisible(untilArrived);
  });
});

test.describe('in Japanese on a phone', () => {
  test.use({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });

  /** SPEC 2.8 Look-up account: by e-mail, a hint of the address to sign in with, never the address itself. */
  test('a member who cannot sign in looks up the account by e-mail and sees the masked address', async ({ page, memberArea: area }) => {
    const { email } = await confirmedMember(page.request, 'lookup', { firstName: 'Ada', lastName: 'Lovelace' });
    await area.openLogin();
    await area.button('member.login.signIn.lookUp').click();

    await expect(area.panelTitled('member.login.lookUpTitle')).toBeVisible();
    await expect(area.panel.getByRole('radio', { name: area.text('member.login.lookUp.byEmail'), exact: true })).toBeChecked();
    await area.field('member.login.email').fill(email);
    await area.button('member.login.lookUp.submit').click();

    const masked = `${email[0]}***${email.slice(email.lastIndexOf('@'))}`;
    await expect(area.says('member.login.lookUp.found', { email: masked })).toBeVisible();
    await expect(area.panel).not.toContainText(email);
  });
});
