import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $env, $locale } from '@hotel/bus';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from '@hotel/ui/router';
import AuthPanels from '../../exposed/auth-panels';

const mockUpdatePassword = jest.fn();
jest.mock('@hotel/api', () => ({
  ...jest.requireActual('@hotel/api'),
  currentApi: () => ({ booking: { updatePassword: mockUpdatePassword } }),
}));

const token = 'reset-token-123';
const env = { globalHotelId: 2851 } as RuntimeEnv;

function waitInAct(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/** A visitor follows the e-mailed link: the host's home route with the token in its query. */
async function openResetLink(locale: Locale = 'ja') {
  window.history.replaceState(null, '', `/?reset_password_token=${token}`);
  const scope = fork({ values: [[$env, env], [$locale, locale]] });
  const router = createBrowserRouter([
    { path: '/', element: <AuthPanels initialPanel="resetPassword" resetPasswordToken={token} /> },
  ]);
  await act(async () => {
    render(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    );
  });
  await waitInAct(10);
}

const newPasswordInput = () => screen.getByLabelText<HTMLInputElement>('新しいパスワード');
const confirmationInput = () => screen.getByLabelText<HTMLInputElement>('新しいパスワード（確認）');
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'パスワードを変更する' });

/** The texts an input's aria-describedby points at. */
function descriptionOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

async function fillIn(password: string, confirmation: string) {
  await act(async () => {
    fireEvent.change(newPasswordInput(), { target: { value: password } });
    fireEvent.change(confirmationInput(), { target: { value: confirmation } });
  });
}

async function submit() {
  await act(async () => fireEvent.click(submitButton()));
  await waitInAct(0);
}

beforeEach(() => mockUpdatePassword.mockReset());

describe('AuthPanels: a reset-password link (issue 4, SPEC 2.2 and 2.8)', () => {
  it('opens the login drawer on its reset step, as a labelled dialog with focus inside', async () => {
    await openResetLink();
    const dialog = screen.getByRole('dialog', { name: 'パスワードの再設定' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(newPasswordInput().type).toBe('password');
    expect(confirmationInput().type).toBe('password');
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('reveals a password only through its own named toggle', async () => {
    await openResetLink();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '新しいパスワードを表示' })));
    expect(newPasswordInput().type).toBe('text');
    expect(confirmationInput().type).toBe('password');
    expect(screen.getByRole('button', { name: '新しいパスワードを非表示' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '確認用パスワードを表示' })).toBeTruthy();
  });

  it('says under each field what is wrong (required, rule, mismatch) and calls nothing', async () => {
    await openResetLink();
    await submit();
    expect(descriptionOf(newPasswordInput())).toContain('必須項目です');
    expect(descriptionOf(confirmationInput())).toContain('必須項目です');
    expect(newPasswordInput().getAttribute('aria-invalid')).toBe('true');

    await fillIn('short1', 'short1');
    expect(descriptionOf(newPasswordInput())).toContain('英字と数字を含む8〜100文字で入力してください');

    await fillIn('sakura2026', 'sakura2027');
    expect(descriptionOf(newPasswordInput())).not.toContain('入力してください');
    expect(descriptionOf(confirmationInput())).toContain('パスワードが一致しません');
    await submit();
    expect(mockUpdatePassword).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, shows the success screen and goes to sign in', async () => {
    mockUpdatePassword.mockResolvedValue({ updated: true });
    await openResetLink();
    await fillIn('sakura2026', 'sakura2026');
    await submit();
    expect(mockUpdatePassword).toHaveBeenCalledWith(2851, {
      reset_password_token: token,
      password: 'sakura2026',
      password_confirmation: 'sakura2026',
    });
    const done = screen.getByRole('dialog', { name: 'パスワードを変更しました' });
    expect(done.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ログインへ進む' })));
    expect(screen.getByRole('dialog', { name: 'ログイン' })).toBeTruthy();
  });

  it('tells an English visitor "Your password has been changed"', async () => {
    mockUpdatePassword.mockResolvedValue({ updated: true });
    await openResetLink('en');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'sakura2026' } });
      fireEvent.change(screen.getByLabelText('Re-enter new password'), { target: { value: 'sakura2026' } });
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    await waitInAct(0);
    expect(screen.getByRole('dialog', { name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toBeTruthy();
  });

  it('disables the button and shows progress while the change is under way', async () => {
    let answer: (value: { updated: true }) => void = () => undefined;
    mockUpdatePassword.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openResetLink();
    await fillIn('sakura2026', 'sakura2026');
    await submit();
    const pendingButton = screen.getByRole<HTMLButtonElement>('button', { name: '変更しています…' });
    expect(pendingButton.disabled).toBe(true);
    await act(async () => answer({ updated: true }));
    expect(screen.getByRole('dialog', { name: 'パスワードを変更しました' })).toBeTruthy();
  });
});

describe('AuthPanels: a failed password change keeps what was typed (SPEC 8)', () => {
  const failWith = (status: number, messages: string[]) =>
    mockUpdatePassword.mockRejectedValue(new ApiError({ service: 'booking', status, code: null, messages }));

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
    expect(alert.textContent).toContain(expected);
    expect(alert.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(newPasswordInput().value).toBe('sakura2026');
    expect(confirmationInput().value).toBe('sakura2026');
  });
});

describe('AuthPanels: closing the drawer', () => {
  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: '閉じる' }))],
  ])('with %s goes home and drops the token from the address', async (_how, close) => {
    await openResetLink();
    await act(async () => close());
    await waitInAct(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('');
  });
});
