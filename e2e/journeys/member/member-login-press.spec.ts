import { expect, test } from '../../support/fixtures';

const screens = [
  { locale: 'ja', viewport: { width: 390, height: 844 }, touch: true },
  { locale: 'en', viewport: { width: 1280, height: 800 }, touch: false },
] as const;

for (const screen of screens) {
  test.describe(`the login form on a ${screen.touch ? 'phone' : 'desktop'} (${screen.locale})`, () => {
    test.use({ locale: screen.locale === 'ja' ? 'ja-JP' : 'en-US', viewport: screen.viewport, hasTouch: screen.touch });

    test('one press on Log in with the form empty says what each field needs', async ({ memberArea: area }) => {
      await area.openLogin();
      const email = area.field('member.login.email');
      await expect(email).toBeFocused();
      // The press once took the focus from the empty e-mail field, whose error pushed the button down under the
      // finger: the release missed it, and only a second press sent the form.
      const submit = area.panel.getByRole('button', { name: area.text('member.login.signIn.submit'), exact: true });
      await (screen.touch ? submit.tap() : submit.click());
      await expect(area.panel.locator('[aria-invalid="true"]')).toHaveCount(2);
      await expect(area.passwordField('member.login.password')).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
    });
  });
}
