import { expect, test } from '../../support/fixtures';
import { confirmedMember } from '../../support/member-area-page';
import { untilArrived } from '../../support/site-page';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** SPEC 2.8 and 4 Profile: edit, save, the success toast, read-only again, and the same values after a reload. */
test('a member moves house: the address from the postal code and a new phone survive a reload', async ({ page, memberArea: area }) => {
  const { email, password } = await confirmedMember(page.request, 'profile', { firstName: 'Grace', lastName: 'Hopper' });
  await area.openLogin();
  await area.logIn(email, password);
  await area.openSection('my-profile');

  await page.getByRole('button', { name: area.text('member.profile.editTitle'), exact: true }).click(untilArrived);
  const form = page.getByRole('form', { name: area.text('member.profile.editTitle') });
  const field = (id: string) => form.getByRole('textbox', { name: area.text(`member.profile.field.${id}`), exact: true });
  await field('birthday').fill('1985-12-09');
  await form.getByRole('radio', { name: area.text('member.profile.gender.female'), exact: true }).check();
  await form.getByRole('combobox', { name: area.text('member.signup.country'), exact: true }).selectOption({ label: area.countryName('JP') });
  await field('phone').fill('080-8765-4321');
  await form.getByRole('textbox', { name: area.text('member.signup.postalCode'), exact: true }).fill('1000001');
  await expect(form.getByText(area.text('member.signup.addressFound'))).toBeVisible();
  await form.getByRole('textbox', { name: area.text('member.signup.streetAddress'), exact: true }).fill('1-1 Chiyoda');
  await form.getByRole('button', { name: area.text('member.profile.save'), exact: true }).click();

  await expect(page.getByText(area.text('member.profile.saved'), { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  const newValues = async () => {
    await expect(area.profileValue('phone')).toHaveText(/^\+81 80-?8765-?4321$/);
    await expect(area.profileValue('postalCode')).toHaveText(/^100-?0001$/);
    await expect(area.profileValue('prefecture')).toHaveText('東京都');
    await expect(area.profileValue('city')).toHaveText('千代田区');
    await expect(area.profileValue('district')).toHaveText('千代田');
    await expect(area.profileValue('address')).toHaveText('1-1 Chiyoda');
    await expect(area.profileValue('country')).toHaveText(area.countryName('JP'));
  };
  await newValues();

  await page.reload();
  await expect(area.profileValue('email')).toHaveText(email, untilArrived);
  await newValues();
  await expect(area.profileValue('phone')).toHaveText('+81 8087654321');
});
