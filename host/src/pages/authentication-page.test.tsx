import { renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { hostCatalogue } from '../lang/catalogue';
import { enterSiteFx } from './authentication-model';
import { AuthenticationPage } from './authentication-page';

/** SPEC 4 gate, issue 14: the page leads on after a right password only to a path of this site. */
async function passTheGate(redirect: string) {
  const enterSite = jest.fn();
  const submitPassword = jest.fn(async () => ({ kind: 'passed' as const }));
  const route = `/en/authentication?redirect=${redirect}`;
  const view = await renderWithApp(<AuthenticationPage />, {
    api: { gate: { submitPassword } },
    handlers: [[enterSiteFx, enterSite]],
    locale: 'en',
    catalogue: hostCatalogue,
    route,
  });
  await view.user.type(await screen.findByLabelText('Password'), 'open-sesame');
  await view.user.click(screen.getByRole('button', { name: 'Enter' }));
  await settle(view.scope);
  return enterSite;
}

describe('the gate page (SPEC 4, issue 14)', () => {
  it('leads on to the page the visitor asked for', async () => {
    expect(await passTheGate('%2Fen%2Fhotels-tokyo%3Fadults%3D2')).toHaveBeenCalledWith('/en/hotels-tokyo?adults=2');
  });

  it.each([
    ['a backslash, which browsers read as a slash', '%2F%5Cevil.example'],
    ['a tab, which browsers strip', '%2F%09%2Fevil.example'],
    ['another site', 'https%3A%2F%2Fevil.example'],
  ])('leads home instead of following %s', async (_label, redirect) => {
    expect(await passTheGate(redirect)).toHaveBeenCalledWith('/en');
  });
});
