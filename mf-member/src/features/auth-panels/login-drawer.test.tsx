import type { RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $authPanelRequest, $env, $online, authPanelRequested, memberSignedIn } from '@hotel/bus';
import { type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import { allSettled, createWatch } from 'effector';
import AuthPanels from '../../exposed/auth-panels';

const signIn = jest.fn();
const generateToken = jest.fn();
const lookUpAccount = jest.fn();
const api = { booking: { signIn }, loyalty: { generateToken, lookUpAccount } };
const env = { globalHotelId: 2851 } as RuntimeEnv;
let app: AppRenderResult;

/** A visitor on a hotel page presses "Log in": the hotel app asks for the drawer through the bus. */
async function openFromHotelPage(online = true) {
  app = await renderWithApp(<AuthPanels initialPanel={null} />, {
    api,
    locale: 'en',
    values: [
      [$env, env],
      [$online, online],
    ],
    route: '/en/hotel/3',
  });
  await settle(app.scope);
  await act(() => allSettled(authPanelRequested, { scope: app.scope, params: 'login' }));
}

/** A field by its label; required fields end theirs with a mark that is not part of the name. */
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));

async function signInAs(email: string, password: string) {
  await app.user.type(field('E-mail address'), email);
  await app.user.type(field('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  await settle(app.scope);
}

beforeEach(() => {
  jest.resetAllMocks();
  generateToken.mockResolvedValue({ status: { success: true, code: 200, message: 'SUCCESS' }, auth: { token: 'loyalty-1', refreshToken: 'loyalty-refresh-1', expiresIn: 3600 } });
});

describe('login drawer: sign-in (issue 12, SPEC 2.8, 4)', () => {
  it('opens when it arrives after the ask (the host loads the panels on the first "Log in")', async () => {
    app = await renderWithApp(<AuthPanels initialPanel={null} />, {
      api,
      locale: 'en',
      values: [
        [$env, env],
        [$authPanelRequest, 'login'],
      ],
      route: '/en/hotel/3',
    });
    await settle(app.scope);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('opens from the bus on any page, headed, with the focus in the e-mail field', async () => {
    await openFromHotelPage();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(field('E-mail address')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join' })).toBeVisible();
  });

  it('signs in, hands the host the tokens through memberSignedIn and closes, staying on the page', async () => {
    signIn.mockResolvedValue({ access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'bearer', expires_in: 1800 });
    await openFromHotelPage();
    const signedIn = jest.fn();
    createWatch({ unit: memberSignedIn, fn: signedIn, scope: app.scope });
    await signInAs('hanako.sato@example.jp', 'Sakura2024');
    expect(signIn).toHaveBeenCalledWith(2851, { email: 'hanako.sato@example.jp', password: 'Sakura2024' });
    expect(signedIn).toHaveBeenCalledWith({ accessToken: 'access-1', refreshToken: 'refresh-1', email: 'hanako.sato@example.jp', loyalty: { token: 'loyalty-1', refreshToken: 'loyalty-refresh-1' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/en/hotel/3');
  });

  it('shows the server’s message under the fields for a wrong password and keeps the e-mail', async () => {
    signIn.mockRejectedValue(new ApiError({ service: 'booking', status: 401, code: 1300, messages: ['Invalid email or password'] }));
    await openFromHotelPage();
    const signedIn = jest.fn();
    createWatch({ unit: memberSignedIn, fn: signedIn, scope: app.scope });
    await signInAs('hanako.sato@example.jp', 'wrong-one1');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(field('E-mail address')).toHaveValue('hanako.sato@example.jp');
    expect(signedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('says "You are Offline" and sends nothing without a connection', async () => {
    await openFromHotelPage(false);
    await signInAs('hanako.sato@example.jp', 'Sakura2024');
    expect(screen.getByRole('alert')).toHaveTextContent('You are Offline');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says what is missing and sends nothing for an empty form', async () => {
    await openFromHotelPage();
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(field('E-mail address')).toHaveAccessibleDescription('Required');
    expect(field('E-mail address')).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('login drawer: look-up account (SPEC 2.8, SPEC 5 Look-up form)', () => {
  it('finds the account by e-mail and shows only the masked address to log in with', async () => {
    lookUpAccount.mockResolvedValue({ status: { success: true, code: 200, message: 'SUCCESS' }, lookup: { matched: true, maskedEmail: 'h***@example.jp' } });
    await openFromHotelPage();
    await app.user.click(screen.getByRole('button', { name: "Can't sign in? Look up your account" }));
    expect(screen.getByRole('dialog', { name: 'Look up your account' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'E-mail address' })).toHaveFocus();
    await app.user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'hanako.sato@example.jp');
    await app.user.click(screen.getByRole('button', { name: 'Look up' }));
    await settle(app.scope);
    expect(lookUpAccount).toHaveBeenCalledWith({ identifierType: 'EMAIL', identifierValue: 'hanako.sato@example.jp' });
    expect(screen.getByText(/We found your account/)).toHaveTextContent('Log in with h***@example.jp.');
    await app.user.click(screen.getByRole('button', { name: 'Log in with e-mail and password' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  it('asks for katakana names with a membership number, and sends the phone with its country code', async () => {
    lookUpAccount.mockResolvedValue({ status: { success: true, code: 200, message: 'SUCCESS' }, lookup: { matched: false, maskedEmail: null } });
    await openFromHotelPage();
    await app.user.click(screen.getByRole('button', { name: "Can't sign in? Look up your account" }));
    await app.user.click(screen.getByRole('radio', { name: 'Name and membership number' }));
    await app.user.type(field('Last name (katakana)'), 'Yamada');
    await app.user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(field('Last name (katakana)')).toHaveAccessibleDescription('Please input in Katakana');
    expect(field('First name (katakana)')).toHaveAccessibleDescription('Required');
    expect(lookUpAccount).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('radio', { name: 'Phone number' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: /Country code/ }), 'JP');
    await app.user.type(screen.getByRole('textbox', { name: /Phone number/ }), '090-1234-5678');
    await app.user.click(screen.getByRole('button', { name: 'Look up' }));
    await settle(app.scope);
    expect(lookUpAccount).toHaveBeenCalledWith({ identifierType: 'MOBILE', phonePrefix: '81', identifierValue: '9012345678' });
    expect(screen.getByText(/No account matches these details/)).toBeVisible();
  });
});
