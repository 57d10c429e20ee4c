import type { RuntimeEnv } from '@hotel/contracts';
import { $api, ApiError } from '@hotel/api';
import { $env, authPanelRequested, memberSignedIn } from '@hotel/bus';
import { type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { createWatch, fork } from 'effector';
import MemberConfirmationPage from '../../exposed/member-confirmation-page';

const confirmMembership = jest.fn();
const api = { booking: { confirmMembership } };
const link = '/member-confirmation?confirmation_token=tok-1&program_id=1&hotel_id=1';
const membership = { id: 7, email: 'hanako@example.jp' };

let app: AppRenderResult;
const signedIn = jest.fn();
const panelRequested = jest.fn();

/** The member follows the e-mailed link (the sandbox's: confirmation_token, program_id, hotel_id). */
async function followLink(route = link) {
  const scope = fork({ values: [[$api, api], [$env, { globalHotelId: 2851 } as RuntimeEnv]] });
  // Watched from the start: the answer may come while the page is still rendering.
  createWatch({ unit: memberSignedIn, fn: signedIn, scope });
  createWatch({ unit: authPanelRequested, fn: panelRequested, scope });
  app = await renderWithApp(<MemberConfirmationPage params={{}} />, {
    scope,
    route,
    routes: [{ path: '/', element: <p>home</p> }],
    path: '/member-confirmation',
  });
  await settle(app.scope);
}

beforeEach(() => jest.resetAllMocks());

describe('Member confirmation page (SPEC 2.8, SPEC 7.1 memberships/confirm)', () => {
  it('confirms with the link’s token and program, at the link’s hotel, and logs the member in with the tokens it gets', async () => {
    confirmMembership.mockResolvedValue({ confirmed: true, access_token: 'at', refresh_token: 'rt', expires_in: 1800, membership });
    await followLink();
    expect(confirmMembership).toHaveBeenCalledTimes(1);
    expect(confirmMembership).toHaveBeenCalledWith(1, { confirmation_token: 'tok-1', program_id: '1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('メールアドレスの認証');
    expect(screen.getByText(/会員登録されました。ログインしました。/)).toBeVisible();
    expect(signedIn).toHaveBeenCalledWith({ accessToken: 'at', refreshToken: 'rt', email: 'hanako@example.jp', loyalty: null });
  });

  it('without tokens in the answer, its Login button opens the login drawer', async () => {
    confirmMembership.mockResolvedValue({ confirmed: true, access_token: '', refresh_token: '', expires_in: 0, membership });
    await followLink();
    expect(screen.getByText(/会員登録されました。ログインしてご利用ください。/)).toBeVisible();
    expect(signedIn).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(panelRequested).toHaveBeenCalledWith('login');
  });

  it('shows the server’s first message title and a button home when the confirmation fails', async () => {
    const messages = ['This confirmation link is invalid or has already been used', 'second'];
    confirmMembership.mockRejectedValue(new ApiError({ service: 'booking', status: 404, code: 1404, messages }));
    await followLink();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has already been used');
    expect(signedIn).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'トップページへ' }));
    expect(app.router.state.location.pathname).toBe('/');
  });

  it('sends nothing for a link without its token, and says the link is not valid', async () => {
    await followLink('/member-confirmation?program_id=1');
    expect(confirmMembership).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('このリンクは正しくありません。');
  });

  it('uses the brand’s own hotel when the link names none', async () => {
    confirmMembership.mockResolvedValue({ confirmed: true, access_token: 'at', refresh_token: 'rt', expires_in: 1800, membership });
    await followLink('/member-confirmation?confirmation_token=tok-2&program_id=1');
    expect(confirmMembership).toHaveBeenCalledWith(2851, { confirmation_token: 'tok-2', program_id: '1' });
  });
});
