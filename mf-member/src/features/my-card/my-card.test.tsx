import { ApiError } from '@hotel/api';
import { $env, $user, authPanelRequested } from '@hotel/bus';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { createWatch } from 'effector';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import ProfileArea from '../../exposed/profile-area';
import { cardNumber, env, hanako, memberApi } from '../../entities/member/testing/member-fixtures';
import { quietZone } from './lib';

async function openMyCard(locale: 'ja' | 'en' = 'en', api = memberApi()) {
  const app = await renderWithApp(<ProfileArea params={{}} section="my-card" />, {
    api,
    locale,
    values: [[$env, env], [$user, hanako]],
    route: locale === 'en' ? '/en/profile/my-card' : '/profile/my-card',
  });
  await settle(app.scope);
  return app;
}

/** Paints the SVG's module path (`M x y h w v1 h-w z` runs) at `scale` pixels a module, as a camera would see it. */
function rasterize(svg: SVGSVGElement, scale = 4) {
  const side = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { pixels, width, side };
}

describe('My card (SPEC 2.8)', () => {
  it('shows the full name, valid points, the fixed SILVER tier and the membership id', async () => {
    await openMyCard();
    expect(screen.getByText('花子 佐藤')).toBeVisible();
    expect(screen.getByText('Valid points').nextElementSibling).toHaveTextContent('1,350');
    expect(screen.getByText('Current tier').nextElementSibling).toHaveTextContent('SILVER');
    expect(screen.getByText('Membership ID').nextElementSibling).toHaveTextContent(cardNumber);
  });

  it('writes the name family name first in Japanese', async () => {
    await openMyCard('ja');
    expect(screen.getByText('佐藤 花子')).toBeVisible();
  });

  it('draws a QR code a phone can read back as the membership id, with its quiet zone', async () => {
    await openMyCard();
    const qr = screen.getByRole('img', { name: `QR code of membership ID ${cardNumber}` }) as unknown as SVGSVGElement;
    const { pixels, width, side } = rasterize(qr);
    expect(side).toBe(QRCode.create(cardNumber, { errorCorrectionLevel: 'M' }).modules.size + 2 * quietZone);
    expect(jsQR(pixels, width, width)?.data).toBe(cardNumber);
  });
});

const loyaltyRefusal = (status: number) => new ApiError({ service: 'loyalty', status, code: 401, messages: ['The token is invalid'] });

describe('My card when the loyalty record cannot be shown', () => {
  it('asks a member who holds no loyalty token (signed in by the e-mail link) to log in once, and opens the drawer', async () => {
    const api = memberApi();
    api.loyalty.getCustomerByEmail.mockRejectedValue(loyaltyRefusal(401));
    const app = await openMyCard('en', api);
    const asked = jest.fn();
    createWatch({ unit: authPanelRequested, fn: asked, scope: app.scope });
    expect(screen.getByText(/To show your membership card and profile, please log in once with your password/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(asked).toHaveBeenCalledWith('login');
  });

  it('says a failed load failed, and Try again loads the card', async () => {
    const api = memberApi();
    api.loyalty.getCustomerByEmail.mockRejectedValueOnce(loyaltyRefusal(503));
    const app = await openMyCard('en', api);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your membership.");
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle(app.scope);
    expect(screen.getByText('Membership ID').nextElementSibling).toHaveTextContent(cardNumber);
  });
});
