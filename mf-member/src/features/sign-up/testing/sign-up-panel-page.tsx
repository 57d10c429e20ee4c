import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { $env, $online } from '@hotel/bus';
import { type AppRenderResult, type FakeApi, renderWithApp, settle } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import type { SignUpValues } from '../lib/sign-up-values';
import { formSubmitted } from '../model';
import { RemoteIntl } from '../../../lang/catalogue';
import { SignUpPanel } from '../ui/sign-up-panel';

export const env = { globalHotelId: 2851 } as RuntimeEnv;

/** The sign-up panel as the auth panels render it, in a scope with a fake API. */
export async function openSignUp({ api, locale = 'ja', online = true, onClose = jest.fn() }: { api: FakeApi; locale?: Locale; online?: boolean; onClose?: () => void }) {
  const app = await renderWithApp(
    <RemoteIntl>
      <SignUpPanel onClose={onClose} />
    </RemoteIntl>,
    { api, locale, values: [[$env, env], [$online, online]] },
  );
  await settle(app.scope);
  return app;
}

/** What `hanako` types into the Japanese form, as the form hands it over. */
export const hanakoValues: SignUpValues = {
  emailInput: 'hanako@example.jp',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  birthDay: '1990-04-01',
  gender: 'female',
  country: 'JP',
  phoneNumber: '090-1234-5678',
  postalCode: '100-0001',
  prefecture: '東京都',
  city: '千代田区',
  district: '千代田',
  address: '1-1',
  passwordInput: 'sakura2026',
  rePasswordInput: 'sakura2026',
  policy: true,
};

/**
 * The visitor has sent a filled-in form: the story starts where the form hands over. Typing all sixteen fields
 * again costs seconds per story; the form's own stories type them.
 */
export async function sendForm(app: AppRenderResult, values: SignUpValues = hanakoValues) {
  await act(async () => {
    await allSettled(formSubmitted, { scope: app.scope, params: values });
  });
}

export const field = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);

/** The visitor replaces what a field holds (a paste: no key-by-key story is being told). */
export async function enter(app: AppRenderResult, label: string | RegExp, text: string) {
  await app.user.clear(field(label));
  if (text) {
    await app.user.click(field(label));
    await app.user.paste(text);
  }
  await app.user.tab();
}

/** Types into an empty field (the form's own fields start empty). */
async function typeInto(app: AppRenderResult, label: string | RegExp, text: string) {
  await app.user.click(field(label));
  await app.user.paste(text);
}

/** Fills the Japanese form (the country stays Japan) and ticks the policy box. */
export async function fillInJapanese(app: AppRenderResult, v: SignUpValues = hanakoValues) {
  const entries: Array<[RegExp, string]> = [
    [/メールアドレス/, v.emailInput],
    [/姓（漢字）/, v.lastName],
    [/名（漢字）/, v.firstName],
    [/セイ/, v.lastNameKana ?? ''],
    [/メイ/, v.firstNameKana ?? ''],
    [/生年月日/, v.birthDay],
    [/電話番号/, v.phoneNumber],
    [/郵便番号/, v.postalCode ?? ''],
    [/番地・建物名/, v.address],
    [/^パスワード\*?$/, v.passwordInput],
    [/パスワード（確認）/, v.rePasswordInput],
  ];
  for (const [label, text] of entries) await typeInto(app, label, text);
  await app.user.click(field('女性'));
  await app.user.click(field(/同意します/));
}

export async function submitForm(app: AppRenderResult) {
  await app.user.click(screen.getByRole('button', { name: '認証コードを送信する' }));
  await settle(app.scope);
}
