import type { Locale, User } from '@hotel/contracts';
import { $env, $user, userLoggedOut } from '@hotel/bus';
import { renderWithApp, settle } from '@hotel/test-utils';
import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import MemberBanner from '../../exposed/member-banner';
import { env, hanako, memberApi } from '../../entities/member/testing/member-fixtures';

async function openHome(user: User | null, locale: Locale = 'en') {
  const api = memberApi();
  const app = await renderWithApp(<MemberBanner />, { api, locale, values: [[$env, env], [$user, user]] });
  await settle(app.scope);
  return { api, scope: app.scope };
}

describe('the home page’s member banner (SPEC 2.1, 2.8)', () => {
  it('greets a logged-in member with their points instead of the join pitch', async () => {
    await openHome(hanako);
    expect(screen.getByRole('heading', { name: 'Hi, Hanako' })).toBeVisible();
    expect(screen.getByText('Points:', { exact: false })).toHaveTextContent('Points: 1,350');
    expect(screen.queryByRole('link', { name: 'Join for free' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View my card' })).toHaveAttribute('href', '/en/profile/my-card');
  });

  it('greets by last name in Korean', async () => {
    await openHome(hanako, 'ko');
    expect(screen.getByRole('heading', { name: 'Sato 님' })).toBeVisible();
  });

  it('welcomes a logged-in member whose details have not come without the join pitch', async () => {
    document.cookie = 'email=hanako.sato%40example.com; path=/';
    try {
      await openHome(null);
      expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      expect(screen.getByText('Points:', { exact: false })).toHaveTextContent('Points: –');
      expect(screen.queryByRole('link', { name: 'Join for free' })).toBeNull();
      expect(screen.getByRole('link', { name: 'View my card' })).toHaveAttribute('href', '/en/profile/my-card');
    } finally {
      document.cookie = 'email=; path=/; max-age=0';
    }
  });

  it('pitches the membership as soon as the host logs out a member it was welcoming, before her cookies go', async () => {
    // The host's refresh was refused (SPEC 4): it logs her out and drops her cookies in an effect of that event.
    document.cookie = 'email=hanako.sato%40example.com; path=/';
    try {
      const { scope } = await openHome(null);
      expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await act(() => allSettled(userLoggedOut, { scope }));
      expect(screen.getByRole('link', { name: 'Join for free' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    } finally {
      document.cookie = 'email=; path=/; max-age=0';
    }
  });

  it('shows a visitor the membership pitch and the join link, and calls nothing', async () => {
    const { api } = await openHome(null);
    expect(screen.getByRole('heading', { name: 'Members get more' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/en/signup');
    expect(api.loyalty.getCustomerByEmail).not.toHaveBeenCalled();
  });
});
