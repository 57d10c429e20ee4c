import type { GenerateTokenResponse, LoyaltyStatusResponse, User } from '@hotel/contracts';
import { $toasts, $user } from '@hotel/bus';
import { type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { catalogue } from '../../lang/catalogue';
import { ChangePassword } from './index';

const member: User = { id: '7', firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.jp', points: 0, rank: null, rankName: null };
const signedIn: GenerateTokenResponse = { status: { success: true, code: 200, message: 'SUCCESS' }, auth: { token: 'loyalty-1', refreshToken: 'r', expiresIn: 3600 } };
const changed: LoyaltyStatusResponse = { status: { success: true, code: 200, message: 'Password changed successfully' } };

const generateToken = jest.fn();
const changePassword = jest.fn();
let app: AppRenderResult;

async function openChangePassword() {
  app = await renderWithApp(<ChangePassword />, { api: { loyalty: { generateToken, changePassword } }, catalogue, locale: 'en', values: [[$user, member]] });
  await settle(app.scope);
}

/** By label; the required mark after it is hidden from assistive technology but not from the label's text. */
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}\\*?$`));
const current = () => field('Current password');
const next = () => field('New password');
const again = () => field('Confirm new password');

async function fillIn(values: [string, string, string]) {
  for (const [input, value] of [[current(), values[0]], [next(), values[1]], [again(), values[2]]] as const) {
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  }
}

async function submit() {
  await app.user.click(screen.getByRole('button', { name: 'Change password' }));
  await settle(app.scope);
}

beforeEach(() => {
  generateToken.mockReset().mockResolvedValue(signedIn);
  changePassword.mockReset().mockResolvedValue(changed);
});

describe('Change password (SPEC 2.8, SPEC 4, SPEC 5, SPEC 8)', () => {
  it('says under each field what is missing, moves to the first, and sends nothing', async () => {
    await openChangePassword();
    await submit();
    for (const input of [current(), next(), again()]) expect(input).toHaveAccessibleDescription(expect.stringMatching(/Required$/));
    expect(current()).toHaveFocus();
    expect(generateToken).not.toHaveBeenCalled();
  });

  it('holds the new password to the rule and the re-entry to "Re password not match"', async () => {
    await openChangePassword();
    await fillIn(['old-pass', 'short', 'short']);
    await submit();
    expect(next()).toHaveAccessibleDescription(expect.stringContaining('Use 8 to 100 characters'));

    await fillIn(['old-pass', 'sakura2027', 'sakura2028']);
    await submit();
    expect(again()).toHaveAccessibleDescription('Re password not match');
    expect(generateToken).not.toHaveBeenCalled();
  });

  it('checks the current password for a loyalty token, changes the password, toasts and clears the form', async () => {
    await openChangePassword();
    await fillIn(['old-pass', 'sakura2027', 'sakura2027']);
    await submit();
    expect(generateToken).toHaveBeenCalledWith({ identifierType: 'EMAIL', identifierValue: 'hanako@example.jp', password: 'old-pass', confirmPassword: 'old-pass' });
    expect(changePassword).toHaveBeenCalledWith({
      identifierType: 'EMAIL',
      identifierValue: 'hanako@example.jp',
      password: 'old-pass',
      newPassword: 'sakura2027',
      confirmPassword: 'sakura2027',
      token: 'loyalty-1',
    });
    expect(app.scope.getState($toasts)).toEqual([expect.objectContaining({ kind: 'success', message: 'Changed password successfully' })]);
    for (const input of [current(), next(), again()]) expect(input).toHaveValue('');
    expect(next()).toHaveAccessibleDescription('8 to 100 characters, with at least one letter and one number');
  });

  it('shows the service’s message when it refuses, and keeps what was typed', async () => {
    changePassword.mockResolvedValue({ status: { success: false, code: 1601, message: 'New password must differ from the old one' } });
    await openChangePassword();
    await fillIn(['sakura2027', 'sakura2027', 'sakura2027']);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('New password must differ from the old one');
    expect(next()).toHaveValue('sakura2027');
    expect(app.scope.getState($toasts)).toEqual([]);
  });

  it('does not try the change when the current password is wrong', async () => {
    generateToken.mockResolvedValue({ status: { success: false, code: 1602, message: 'Invalid password' } });
    await openChangePassword();
    await fillIn(['wrong-pass', 'sakura2027', 'sakura2027']);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid password');
    expect(changePassword).not.toHaveBeenCalled();
  });
});
