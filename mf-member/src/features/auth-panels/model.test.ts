import type { RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $env, authPanelRequested } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import {
  $loginStep,
  $openPanel,
  $resetFailure,
  $resetPasswordToken,
  newPasswordSubmitted,
  panelClosed,
  panelsRequested,
  signInStepRequested,
  updatePasswordFx,
} from './model';

const env = { globalHotelId: 2851 } as RuntimeEnv;
const newPassword = { password: 'sakura2026', passwordConfirmation: 'sakura2026' };

function scopeWith(updatePassword: jest.Mock = jest.fn().mockResolvedValue({ updated: true }), loadedEnv: RuntimeEnv | null = env) {
  return fork({ values: [[$env, loadedEnv]], handlers: [[updatePasswordFx, updatePassword]] });
}

async function openResetLink(scope: ReturnType<typeof fork>, token: string | null = 'token-1') {
  await allSettled(panelsRequested, { scope, params: { initialPanel: 'resetPassword', resetPasswordToken: token } });
}

describe('auth panels model (SPEC 2.2, 2.8, 4)', () => {
  it('opens the login drawer on its reset step when a reset link carries a token', async () => {
    const scope = scopeWith();
    await openResetLink(scope);
    expect(scope.getState($openPanel)).toBe('login');
    expect(scope.getState($loginStep)).toBe('resetPassword');
    expect(scope.getState($resetPasswordToken)).toBe('token-1');
  });

  it('opens the sign-in step when a reset link has no token', async () => {
    const scope = scopeWith();
    await openResetLink(scope, null);
    expect(scope.getState($loginStep)).toBe('signIn');
  });

  it('sends the token to the member hotel, then shows the success step and forgets the used token', async () => {
    const updatePassword = jest.fn().mockResolvedValue({ updated: true });
    const scope = scopeWith(updatePassword);
    await openResetLink(scope);
    await allSettled(newPasswordSubmitted, { scope, params: newPassword });
    expect(updatePassword).toHaveBeenCalledWith({ hotelId: 2851, token: 'token-1', ...newPassword });
    expect(scope.getState($loginStep)).toBe('passwordChanged');
    expect(scope.getState($resetPasswordToken)).toBeNull();
    await allSettled(signInStepRequested, { scope });
    expect(scope.getState($loginStep)).toBe('signIn');
  });

  it('sends nothing before the runtime config names the member hotel', async () => {
    const updatePassword = jest.fn();
    const scope = scopeWith(updatePassword, null);
    await openResetLink(scope);
    await allSettled(newPasswordSubmitted, { scope, params: newPassword });
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('keeps the failure until the next attempt, which clears it', async () => {
    const updatePassword = jest.fn().mockRejectedValueOnce(new ApiError({ service: 'booking', status: 401, code: 1300, messages: [] }));
    const scope = scopeWith(updatePassword.mockResolvedValue({ updated: true }));
    await openResetLink(scope);
    await allSettled(newPasswordSubmitted, { scope, params: newPassword });
    expect(scope.getState($resetFailure)).toEqual({ kind: 'expiredLink' });
    expect(scope.getState($loginStep)).toBe('resetPassword');
    await allSettled(newPasswordSubmitted, { scope, params: newPassword });
    expect(scope.getState($resetFailure)).toBeNull();
  });

  it('closing forgets the panel, the step and the token', async () => {
    const scope = scopeWith();
    await openResetLink(scope);
    await allSettled(panelClosed, { scope });
    expect(scope.getState($openPanel)).toBeNull();
    expect(scope.getState($loginStep)).toBe('signIn');
    expect(scope.getState($resetPasswordToken)).toBeNull();
  });

  it('keeps login and sign-up mutually exclusive when another app asks for sign-up (SPEC 4)', async () => {
    const scope = scopeWith();
    await openResetLink(scope);
    await allSettled(authPanelRequested, { scope, params: 'signup' });
    expect(scope.getState($openPanel)).toBe('signup');
    expect(scope.getState($loginStep)).toBe('signIn');
  });
});
