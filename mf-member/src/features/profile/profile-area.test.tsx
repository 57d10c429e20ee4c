import type { Locale, ProfileSection, User } from '@hotel/contracts';
import { $env, $memberSessionChecked, $user, logoutRequested, userLoggedIn } from '@hotel/bus';
import { allSettled } from 'effector';
import { type AppRenderResult, renderWithApp, settle } from '@hotel/test-utils';
import { act, screen, within } from '@testing-library/react';
import ProfileArea from '../../exposed/profile-area';
import { env, hanako, memberApi } from '../../entities/member/testing/member-fixtures';

let app: AppRenderResult;

async function openProfile(section: ProfileSection, { locale = 'ja' as Locale, user = hanako as User | null, route = `/profile/${section}` } = {}) {
  const api = memberApi();
  app = await renderWithApp(<ProfileArea params={{}} section={section} />, {
    api,
    locale,
    values: [[$env, env], [$user, user], [$memberSessionChecked, true]],
    route,
    routes: [{ path: '/', element: <p>home</p> }, { path: '/en', element: <p>home (en)</p> }],
  });
  await settle(app.scope);
  return api;
}

describe('the member area is for members only (SPEC 4 "Profile pages redirect to / if not logged in")', () => {
  it('sends a visitor home, in the page language', async () => {
    await openProfile('my-card', { locale: 'en', user: null, route: '/en/profile/my-card' });
    expect(app.router.state.location.pathname).toBe('/en');
    expect(screen.getByText('home (en)')).toBeVisible();
  });

  it('keeps a member whose session the host is still loading on the page, and shows it once they are known', async () => {
    const api = memberApi();
    app = await renderWithApp(<ProfileArea params={{}} section="my-card" />, {
      api,
      values: [[$env, env], [$user, null], [$memberSessionChecked, false]],
      route: '/profile/my-card',
      routes: [{ path: '/', element: <p>home</p> }],
    });
    expect(app.router.state.location.pathname).toBe('/profile/my-card');
    expect(screen.getByRole('status', { name: 'ログイン状態を確認しています' })).toBeVisible();
  });

  it('keeps a member whose details got no answer on the page, says so, and shows the area once they come', async () => {
    document.cookie = 'email=hanako.sato%40example.com; path=/';
    try {
      await openProfile('my-card', { locale: 'en', user: null, route: '/en/profile/my-card' });
      expect(app.router.state.location.pathname).toBe('/en/profile/my-card');
      expect(screen.getByRole('status')).toHaveTextContent("Your member details didn't load. You are still logged in: use “Try again” at the bottom of the screen.");
      await act(() => allSettled(userLoggedIn, { scope: app.scope, params: hanako }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Hi, Hanako' })).toBeVisible();
    } finally {
      document.cookie = 'email=; path=/; max-age=0';
    }
  });
});

describe('the member area shell (SPEC 2.8 member banner, SPEC 2.1 sections)', () => {
  it('greets a member by first name in English (SPEC 6)', async () => {
    await openProfile('my-card', { locale: 'en', route: '/en/profile/my-card' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hi, Hanako' })).toBeVisible();
    expect(screen.getByText('Points:', { exact: false })).toHaveTextContent('Points: 1,350');
  });

  it('greets a member by last name in Japanese (SPEC 6)', async () => {
    await openProfile('my-card');
    expect(screen.getByRole('heading', { level: 2, name: 'Sato 様' })).toBeVisible();
  });

  it('links every section in the page language, marks the current one and heads the page with it', async () => {
    await openProfile('my-card', { locale: 'en', route: '/en/profile/my-card' });
    const nav = screen.getByRole('navigation', { name: 'Member menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/profile/my-card',
      '/en/profile/my-profile',
      '/en/profile/my-booking',
      '/en/profile/my-rewards',
      '/en/profile/change-password',
    ]);
    expect(within(nav).getByRole('link', { name: 'My card' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'My card' })).toBeVisible();
  });

  it('logs out through the bus', async () => {
    await openProfile('my-card', { locale: 'en', route: '/en/profile/my-card' });
    const logout = jest.fn();
    const unwatch = logoutRequested.watch(logout);
    await app.user.click(screen.getByRole('button', { name: 'Log out' }));
    unwatch();
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('opens my profile in edit mode from the banner’s Edit button', async () => {
    await openProfile('my-card', { locale: 'en', route: '/en/profile/my-card' });
    await app.user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(app.router.state.location.pathname).toBe('/en/profile/my-profile');
  });
});
