/**
 * @jest-environment jsdom
 */
import { createHash } from 'node:crypto';
import { firstPaintLeadKey, type FirstPaintLead } from '@hotel/contracts';
import { matchRoute, type RouteMatch } from '@hotel/domain';
import { contentSecurityPolicy } from '../security-headers';
import { runtimeEnvFrom } from '../runtime-env';
import { firstPaint } from './first-paint';
import { firstPaintLeadHash, firstPaintLeadScript } from './first-paint-lead';

const source = firstPaintLeadScript.replace(/^<script>/, '').replace(/<\/script>$/, '');

const lead: FirstPaintLead = {
  path: '/en/summary',
  locale: 'en',
  parts: [{ text: 'You have selected ' }, { text: 'Hotel <b>Sakura</b>', strong: true }, { text: ' for 2 people' }],
  font: { size: '16px', weight: '400', lineHeight: '24px', color: 'rgb(87, 96, 106)' },
  width: 358,
  top: 220,
  left: 16,
  sources: { selected_rooms: '{"hotelId":3}' },
};

/** The server's frame for `path` in the body, the kept line and its sources in local storage, then the script. */
function loadFrame(path: string, kept: unknown = lead, selection: string | null = '{"hotelId":3}') {
  const paint = firstPaint(matchRoute(path) as RouteMatch);
  document.body.innerHTML = `<div id="root">${paint.frame}</div>`;
  window.history.replaceState(null, '', path);
  localStorage.clear();
  if (selection !== null) localStorage.setItem('selected_rooms', selection);
  localStorage.setItem(firstPaintLeadKey, typeof kept === 'string' ? kept : JSON.stringify(kept));
  new Function(source)();
  return { paint, line: document.querySelector<HTMLParagraphElement>('.fp-l') };
}

describe('the first-paint line kept in the browser', () => {
  it('is drawn into the frame as text, bold where the page is bold, at the page’s font size and width', () => {
    const { line } = loadFrame('/en/summary');
    expect(line?.textContent).toBe('You have selected Hotel <b>Sakura</b> for 2 people');
    expect(line?.querySelector('strong')?.textContent).toBe('Hotel <b>Sakura</b>');
    expect(line?.querySelector('b')).toBeNull();
    expect(line?.style.fontSize).toBe('16px');
    expect(line?.style.maxWidth).toBe('358px');
    expect(line?.style.color).toBe('rgb(87, 96, 106)');
    // A block stands for what the page draws above it; the frame's last block for what it draws below.
    expect(line?.previousElementSibling?.className).toBe('fp-k');
    expect(line?.nextElementSibling?.className).toBe('fp-k');
  });

  it('is drawn only for the address, language and local-storage values it was made from', () => {
    expect(loadFrame('/en/payment').line).toBeNull();
    expect(loadFrame('/summary').line).toBeNull();
    expect(loadFrame('/en/summary', lead, '{"hotelId":4}').line).toBeNull();
    expect(loadFrame('/en/summary', lead, null).line).toBeNull();
  });

  it('is drawn only while a cookie it was made from is as it was', () => {
    const card = { ...lead, path: '/en/profile/my-card', parts: [{ text: 'Emily Clark' }], sources: { 'cookie:email': 'emily%40example.com' } };
    document.cookie = 'other=1; path=/';
    document.cookie = 'email=emily%40example.com; path=/';
    expect(loadFrame('/en/profile/my-card', card).line?.textContent).toBe('Emily Clark');
    document.cookie = 'email=hanako%40example.jp; path=/';
    expect(loadFrame('/en/profile/my-card', card).line).toBeNull();
    document.cookie = 'email=; path=/; max-age=0';
    expect(loadFrame('/en/profile/my-card', card).line).toBeNull();
  });

  it('leaves the frame as the server drew it when what is kept is not readable', () => {
    const untouched = loadFrame('/en/summary', '{not json');
    expect(untouched.line).toBeNull();
    expect(document.getElementById('root')?.innerHTML).toBe(untouched.paint.frame);
    expect(loadFrame('/en/summary', { ...lead, parts: 'no' }).line).toBeNull();
  });

  it('is in the pages of the booking steps, the confirmation and the member area only', () => {
    for (const path of ['/en/summary', '/guest-detail', '/payment', '/en/confirm-booking/HS1', '/profile/my-card']) {
      expect(firstPaint(matchRoute(path) as RouteMatch).script).toBe(firstPaintLeadScript);
    }
    for (const path of ['/', '/en/hotels', '/hotel/3', '/cancel']) expect(firstPaint(matchRoute(path) as RouteMatch).script).toBe('');
  });

  it('is the one inline script the Content-Security-Policy allows, by its hash', () => {
    expect(firstPaintLeadHash).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    const scripts = contentSecurityPolicy(runtimeEnvFrom({}), 'http://127.0.0.1:8081').split('; ').find((part) => part.startsWith('script-src'));
    expect(scripts).toContain(firstPaintLeadHash);
    expect(scripts).not.toContain('unsafe-inline');
  });
});
