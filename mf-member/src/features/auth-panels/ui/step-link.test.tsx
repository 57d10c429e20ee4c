import { renderWithApp, settle } from '@hotel/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import AuthPanels from '../../../exposed/auth-panels';

describe('login drawer step links (SPEC 2.8)', () => {
  it('leaves the focus in the empty e-mail field when pressed, so no "Required" moves the link from under the pointer', async () => {
    const app = await renderWithApp(<AuthPanels initialPanel="login" />, { locale: 'en', route: '/en/login' });
    await settle(app.scope);
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveFocus();

    for (const name of ['Forgot password?', "Can't sign in? Look up your account", 'Join']) {
      const pressed = fireEvent.mouseDown(screen.getByRole('button', { name }));
      expect(pressed).toBe(false);
    }
    expect(email).toHaveFocus();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
  });
});
