import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $env } from '@hotel/bus';
import { type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import AuthPanels from '../../exposed/auth-panels';

const updatePassword = jest.fn();
const api = { booking: { updatePassword } };

const token = 'reset-token-123';
const env = { globalHotelId: 2851 } as RuntimeEnv;
let app: AppRenderResult;

/** A visitor follows the e-mailed link: the host's home route with the token in its query. */
async function openResetLink(locale: Locale = 'ja') {
  app = await renderWithApp(<AuthPanels initialPanel="resetPassword" resetPasswordToken={token} />, {
    api,
    locale,
    values: [[$env, env]],
    route: `/?reset_password_token=${token}`,
    path: '/',
  });
  await settle(app.scope);
}

/** A field by its label, which ends with the required mark. */
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\*?$`));
const newPasswordInput = () => field('新しいパスワード');
const confirmationInput = () => field('新しいパスワード（確認）');
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'パスワードを変更する' });

/** The visitor replaces what a field holds by pasting (a password manager's way; typing is no different here). */
async function enter(field: HTMLInputElement, text: string) {
  await app.user.clear(field);
  await app.user.paste(text);
}

async function fillIn(password: string, confirmation: string) {
  await enter(newPasswordInput(), password);
  await enter(confirmationInput(), confirmation);
}

async function submit() {
  await app.user.click(submitButton());
  await settle(app.scope);
}

beforeEach(() => updatePassword.mockReset());

describe('AuthPanels: a reset-password link (issue 4, SPEC 2.2 and 2.8)', () => {
  it('opens the login drawer on its reset step, as a labelled dialog with focus inside', async () => {
    await openResetLink();
    const dialog = screen.getByRole('dialog', { name: 'パスワードの再設定' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(newPasswordInput()).toHaveAttribute('type', 'password');
    expect(confirmationInput()).toHaveAttribute('type', 'password');
    expect(dialog).toContainElement(screen.getByRole('button', { name: '閉じる' }));
  });

  it('reveals a password only through its own named toggle', async () => {
    await openResetLink();
    await app.user.click(screen.getByRole('button', { name: '新しいパスワードを表示' }));
    expect(newPasswordInput()).toHaveAttribute('type', 'text');
    expect(confirmationInput()).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: '新しいパスワードを表示' })).toBeNull();
    expect(screen.getByRole('button', { name: '新しいパスワードを非表示' })).toBeVisible();
    expect(screen.getByRole('button', { name: '確認用パスワードを表示' })).toBeVisible();
  });

  it('says under each field what is wrong (required, rule, mismatch) and calls nothing', async () => {
    await openResetLink();
    await submit();
    expect(newPasswordInput()).toHaveAccessibleDescription(expect.stringContaining('必須項目です'));
    expect(confirmationInput()).toHaveAccessibleDescription(expect.stringContaining('必須項目です'));
    expect(newPasswordInput()).toBeInvalid();

    await fillIn('short1', 'short1');
    expect(newPasswordInput()).toHaveAccessibleDescription(expect.stringContaining('英字と数字を含む8〜100文字で入力してください'));

    await fillIn('sakura2026', 'sakura2027');
    expect(newPasswordInput()).not.toHaveAccessibleDescription(expect.stringContaining('入力してください'));
    expect(confirmationInput()).toHaveAccessibleDescription(expect.stringContaining('パスワードが一致しません'));
    await submit();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, shows the success screen and goes to sign in', async () => {
    updatePassword.mockResolvedValue({ updated: true });
    await openResetLink();
    await fillIn('sakura2026', 'sakura2026');
    await submit();
    expect(updatePassword).toHaveBeenCalledWith(2851, {
      reset_password_token: token,
      password: 'sakura2026',
      password_confirmation: 'sakura2026',
    });
    const done = screen.getByRole('dialog', { name: 'パスワードを変更しました' });
    expect(done).toContainElement(document.activeElement as HTMLElement);
    await app.user.click(screen.getByRole('button', { name: 'ログインへ進む' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('ログイン');
  });

  it('tells an English visitor "Your password has been changed"', async () => {
    updatePassword.mockResolvedValue({ updated: true });
    await openResetLink('en');
    await enter(field('New password'), 'sakura2026');
    await enter(field('Re-enter new password'), 'sakura2026');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    await settle(app.scope);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Your password has been changed');
    expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('button', { name: 'Go to sign in' }));
  });

  it('disables the button and shows progress while the change is under way', async () => {
    let answer: (value: { updated: true }) => void = () => undefined;
    updatePassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openResetLink();
    await fillIn('sakura2026', 'sakura2026');
    await app.user.click(submitButton());
    expect(screen.getByRole('button', { name: '変更しています…' })).toBeDisabled();
    answer({ updated: true });
    await settle(app.scope);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('パスワードを変更しました');
  });
});

describe('AuthPanels: a failed password change keeps what was typed (SPEC 8)', () => {
  const failWith = (status: number, messages: string[]) =>
    updatePassword.mockRejectedValue(new ApiError({ service: 'booking', status, code: null, messages }));

  it.each([
    ['the server’s first message title', 400, ['Re password not match', 'later message'], 'Re password not match'],
    ['a request for a new link when the link is expired or invalid', 401, ['This reset link is invalid or has expired'], 'このリンクは無効か、有効期限が切れています。'],
    ['that the connection failed when no answer came', 0, [], '通信に失敗しました。'],
  ])('shows %s above the button', async (_what, status, messages, expected) => {
    failWith(status, messages);
    await openResetLink();
    await fillIn('sakura2026', 'sakura2026');
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(expected);
    expect(alert.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(newPasswordInput()).toHaveValue('sakura2026');
    expect(confirmationInput()).toHaveValue('sakura2026');
  });
});

describe('AuthPanels: closing the drawer', () => {
  it.each([
    ['Escape', () => app.user.keyboard('{Escape}')],
    ['the close button', () => app.user.click(screen.getByRole('button', { name: '閉じる' }))],
  ])('with %s goes home and drops the token from the address', async (_how, close) => {
    await openResetLink();
    await close();
    await settle(app.scope);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.router.state.location).toMatchObject({ pathname: '/', search: '' });
  });
});
