import { authPanelRequested, memberSignedIn } from '@hotel/bus';
import { advanceTime, type AppRenderResult, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { createWatch } from 'effector';
import { field, openSignUp, sendForm } from './testing/sign-up-panel-page';

const ok = { status: { success: true, code: 200, message: 'SUCCESS' } };
const generateToken = jest.fn();
const generateOtp = jest.fn();
const validateOtp = jest.fn();
const addCustomer = jest.fn();
const api = { loyalty: { generateToken, generateOtp, validateOtp, addCustomer } };

const otpInput = () => field(/^認証コード\*?$/);
const verifyButton = () => screen.getByRole('button', { name: '認証する' });
const resendButton = () => screen.getByRole('button', { name: '認証コードを再送信' });

async function atOtpStep() {
  const app = await openSignUp({ api });
  await sendForm(app);
  return app;
}

async function verify(app: AppRenderResult, code: string) {
  await app.user.clear(otpInput());
  await app.user.type(otpInput(), code);
  await app.user.click(verifyButton());
  await settle(app.scope);
}

beforeEach(() => {
  jest.resetAllMocks();
  generateToken.mockResolvedValue({ ...ok, user: { sessionId: 'session-1', userRegisteredForPassword: false, email: 'hanako@example.jp' } });
  generateOtp.mockResolvedValue(ok);
  addCustomer.mockResolvedValue({ createdId: 7, warnings: [] });
});

afterEach(() => jest.useRealTimers());

describe('Sign-up side panel: the OTP step (SPEC 4 Sign-up, SPEC 5 OTP)', () => {
  it('sends a code only when it is exactly 6 digits (letters are not taken)', async () => {
    const app = await atOtpStep();
    await verify(app, '12a34');
    expect(otpInput()).toHaveValue('1234');
    expect(otpInput()).toHaveAccessibleDescription('6桁の認証コードを入力してください');
    expect(validateOtp).not.toHaveBeenCalled();
  });

  it('keeps Resend disabled for 60 s after the step opens and after each resend, counting down', async () => {
    jest.useFakeTimers();
    const app = await atOtpStep();
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveAccessibleDescription('60秒後に再送信できます');
    await advanceTime(59_000);
    expect(resendButton()).toHaveAccessibleDescription('1秒後に再送信できます');
    expect(resendButton()).toBeDisabled();
    await advanceTime(1_000);
    expect(resendButton()).toBeEnabled();

    await app.user.click(resendButton());
    await settle(app.scope);
    expect(generateOtp).toHaveBeenCalledTimes(2);
    expect(generateOtp).toHaveBeenLastCalledWith({ identifierType: 'EMAIL', identifierValue: 'hanako@example.jp', sessionId: 'session-1' });
    expect(resendButton()).toBeDisabled();
    await advanceTime(60_000);
    expect(resendButton()).toBeEnabled();
  });

  it('Back returns to the form with what was typed, and a new sign-up opens a new session', async () => {
    const app = await atOtpStep();
    await app.user.click(screen.getByRole('button', { name: '戻る' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('新規会員登録');
    expect(field(/メールアドレス/)).toHaveValue('hanako@example.jp');
    expect(field(/セイ/)).toHaveValue('ヤマダ');

    generateToken.mockResolvedValue({ ...ok, user: { sessionId: 'session-2', userRegisteredForPassword: false, email: 'hanako@example.jp' } });
    await sendForm(app);
    await verify(app, '123456');
    expect(validateOtp).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 'session-2' }));
  });

  it('a verified code creates the member: the profile sent as a WEB customer with the code\'s own token, then the thank-you asks to confirm the e-mail and log in', async () => {
    validateOtp.mockResolvedValue({ ...ok, createdId: 7, auth: { token: 'loyalty-token', refreshToken: 'lr', expiresIn: 3600 } });
    const app = await atOtpStep();
    const signedIn = jest.fn();
    createWatch({ unit: memberSignedIn, fn: signedIn, scope: app.scope });
    await verify(app, '123456');

    expect(validateOtp).toHaveBeenCalledWith({
      identifierType: 'EMAIL',
      identifierValue: 'hanako@example.jp',
      sessionId: 'session-1',
      otp: '123456',
      phonePrefix: '81',
      phoneNumber: '9012345678',
      language: 'ja',
    });
    // SPEC 4/issue 12: an unconfirmed account is not signed in; the profile goes with the code's token.
    expect(signedIn).not.toHaveBeenCalled();
    expect(addCustomer).toHaveBeenCalledWith('hanako@example.jp', expect.objectContaining({ extendedFields: expect.objectContaining({ zip: '1000001' }) }), 'WEB', 'loyalty-token');
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeVisible();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('ご登録ありがとうございます');
    expect(screen.getByText(/hanako@example\.jp に確認メールをお送りしました/)).toBeVisible();
  });

  it('code 8006 counts as success: its message is the thank-you, and "Log in" opens the login drawer', async () => {
    const message = 'This e-mail address is already registered. Please log in.';
    validateOtp.mockResolvedValue({ status: { success: false, code: 8006, message }, errors: [{ code: 8006, message }] });
    const app = await atOtpStep();
    const requested = jest.fn();
    createWatch({ unit: authPanelRequested, fn: requested, scope: app.scope });
    await verify(app, '123456');

    expect(screen.getByRole('dialog')).toHaveAccessibleName('ご登録ありがとうございます');
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(addCustomer).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(requested).toHaveBeenCalledWith('login');
  });

  it('a wrong code shows the status message under the code and keeps the step', async () => {
    validateOtp.mockResolvedValue({ status: { success: false, code: 1523, message: 'Invalid OTP' }, errors: [{ code: 1523, message: 'Invalid OTP' }] });
    const app = await atOtpStep();
    await verify(app, '000000');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('認証コードの入力');
  });
});
