import type { RuntimeEnv } from '@hotel/contracts';
import { $env } from '@hotel/bus';
import { advanceTime, type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import AuthPanels from '../../exposed/auth-panels';

const ok = { status: { success: true, code: 200, message: 'SUCCESS' } };
const loyalty = { generateToken: jest.fn(), forgetPassword: jest.fn(), generateOtp: jest.fn(), validateOtp: jest.fn() };
const env = { globalHotelId: 2851 } as RuntimeEnv;
const identity = { identifierType: 'EMAIL', identifierValue: 'hanako.sato@example.jp' };
let app: AppRenderResult;

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}\\*?$`));
const resendButton = () => screen.getByRole('button', { name: 'Resend code' });

/** From the /login page the visitor follows "Forgot password?" and asks for a code. */
async function askForCode(password = 'Sakura2026', again = password) {
  app = await renderWithApp(<AuthPanels initialPanel="login" />, { api: { loyalty }, locale: 'en', values: [[$env, env]], route: '/en/login' });
  await settle(app.scope);
  await app.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
  expect(field('E-mail address')).toHaveFocus();
  await app.user.type(field('E-mail address'), 'hanako.sato@example.jp');
  await app.user.type(field('New password'), password);
  await app.user.type(field('Re-enter new password'), again);
  await app.user.click(screen.getByRole('button', { name: 'Send code' }));
  await settle(app.scope);
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  // token/generate refuses a member's new password: the reset goes on without its session.
  loyalty.generateToken.mockRejectedValue(new Error('Invalid password'));
  loyalty.forgetPassword.mockResolvedValue({ ...ok, user: { sessionId: 'reset-session', userRegisteredForPassword: true, email: identity.identifierValue } });
  loyalty.generateOtp.mockResolvedValue(ok);
  loyalty.validateOtp.mockResolvedValue(ok);
});
afterEach(() => jest.useRealTimers());

describe('login drawer: forgot password (SPEC 2.8, 4, 5, 8)', () => {
  it('walks from the new password to the code and the success screen, Resend waiting 60 s after each code', async () => {
    await askForCode();
    expect(loyalty.forgetPassword).toHaveBeenCalledWith({ ...identity, password: 'Sakura2026', confirmPassword: 'Sakura2026', sessionId: '' });
    expect(loyalty.generateOtp).toHaveBeenCalledWith({ ...identity, sessionId: 'reset-session' });
    expect(screen.getByRole('dialog', { name: 'Enter the code' })).toBeVisible();
    expect(field('6-digit code')).toHaveFocus();

    expect(resendButton()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('You can resend the code in 60 s');
    await advanceTime(59_000);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('in 1 s');
    await advanceTime(1_000);
    expect(resendButton()).toBeEnabled();

    await app.user.click(resendButton());
    await settle(app.scope);
    expect(loyalty.generateOtp).toHaveBeenCalledTimes(2);
    expect(resendButton()).toBeDisabled();
    await advanceTime(60_000);
    expect(resendButton()).toBeEnabled();

    await app.user.type(field('6-digit code'), '12345');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field('6-digit code')).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(loyalty.validateOtp).not.toHaveBeenCalled();
    await app.user.type(field('6-digit code'), '6');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle(app.scope);
    expect(loyalty.validateOtp).toHaveBeenCalledWith({ ...identity, sessionId: 'reset-session', otp: '123456' });
    expect(screen.getByRole('dialog', { name: 'Your password has been changed' })).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it("says 'Re password not match' when the re-entry differs, and sends nothing", async () => {
    await askForCode('Sakura2026', 'Sakura2027');
    expect(field('Re-enter new password')).toHaveAccessibleDescription('Re password not match');
    expect(loyalty.forgetPassword).not.toHaveBeenCalled();
  });

  it('shows the server’s status.message above the button and stays on the form', async () => {
    loyalty.forgetPassword.mockResolvedValue({ status: { success: false, code: 1404, message: 'No member with this e-mail' } });
    await askForCode();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No member with this e-mail');
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(field('E-mail address')).toHaveValue('hanako.sato@example.jp');
    expect(loyalty.generateOtp).not.toHaveBeenCalled();
  });
});
