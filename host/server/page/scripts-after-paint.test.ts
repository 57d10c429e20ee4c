/**
 * @jest-environment jsdom
 */
import { createHash } from 'node:crypto';
import { matchRoute, type RouteMatch } from '@hotel/domain';
import { contentSecurityPolicy } from '../security-headers';
import { runtimeEnvFrom } from '../runtime-env';
import { pageShell } from './page-shell';
import { scriptsAfterPaintHash, scriptsWaitForFirstPaint } from './scripts-after-paint';

const template = '<!doctype html><html lang="ja"><head><title>Hotel</title></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';
const preloads = [
  { href: 'https://cdn.test/mf-booking/2/remoteEntry.js', as: 'script' as const },
  { href: 'https://cdn.test/mf-booking/2/mf-manifest.json', as: 'fetch' as const, crossOrigin: true },
  { href: '/470.js', as: 'script' as const, lowPriority: true },
];
const page = (afterPaint: boolean) => pageShell(template, { env: runtimeEnvFrom({}), registry: { remotes: [] } }, preloads, undefined, { scriptsAfterFirstPaint: afterPaint });
const loader = (html: string) => /<script>(\(function\(\)[^]*?)<\/script>/.exec(html)?.[1] ?? '';

/** The page's body as the parser leaves it, then its loader run, with animation frames under the test's hand. */
function parse(html: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  new Function(loader(html))();
  return { frames };
}
const asked = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}${link.getAttribute('fetchpriority') === 'low' ? ' low' : ''}`),
  main: [...document.body.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
});

describe("the page's scripts, asked for after its first paint (booking steps, member pages, home)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('are asked for in the task after the first frame, each preload as the head would have said it, then the page script', () => {
    const { frames } = parse(page(true));
    expect(asked()).toEqual({ preloads: [], main: [] });
    frames.forEach((frame) => frame(0));
    expect(asked()).toEqual({ preloads: [], main: [] });
    jest.runAllTimers();
    expect(asked()).toEqual({
      preloads: ['script https://cdn.test/mf-booking/2/remoteEntry.js', 'fetch https://cdn.test/mf-booking/2/mf-manifest.json', 'script /470.js low'],
      main: ['/main.js'],
    });
    expect(document.head.querySelector<HTMLLinkElement>('link[as="fetch"]')?.crossOrigin).toBe('anonymous');
  });

  it('are asked for at once by a tab that paints nothing yet (opened in the background)', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    parse(page(true));
    expect(asked().main).toEqual(['/main.js']);
  });

  it('are not: the list and the hotel page keep their preloads in the head and the deferred page script', () => {
    expect(scriptsWaitForFirstPaint(matchRoute('/en/hotels') as RouteMatch)).toBe(false);
    expect(scriptsWaitForFirstPaint(matchRoute('/hotel/3') as RouteMatch)).toBe(false);
    for (const path of ['/', '/en/summary', '/guest-detail', '/payment', '/profile/my-card']) expect(scriptsWaitForFirstPaint(matchRoute(path) as RouteMatch)).toBe(true);
    const html = page(false);
    expect(html).toContain('<script defer="defer" src="/main.js"></script>');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="preload" href="/470.js" as="script" fetchpriority="low">');
    expect(loader(html)).toBe('');
  });

  it('the loader is allowed by its hash in the Content-Security-Policy', () => {
    expect(scriptsAfterPaintHash).toBe(`'sha256-${createHash('sha256').update(loader(page(true))).digest('base64')}'`);
    const scripts = contentSecurityPolicy(runtimeEnvFrom({}), 'http://127.0.0.1:8081').split('; ').find((part) => part.startsWith('script-src'));
    expect(scripts).toContain(scriptsAfterPaintHash);
  });
});
