/**
 * @jest-environment jsdom
 */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../security-headers';
import { runtimeEnvFrom } from '../runtime-env';
import { pageShell } from './page-shell';
import { scriptsAfterPaintHash } from './scripts-after-paint';

const template = '<!doctype html><html lang="ja"><head><title>Hotel</title></head><body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';
const preloads = [
  { href: 'https://cdn.test/mf-booking/2/remoteEntry.js', as: 'script' as const },
  { href: 'https://cdn.test/mf-booking/2/mf-manifest.json', as: 'fetch' as const, crossOrigin: true },
  { href: '/470.js', as: 'script' as const, lowPriority: true },
];
/** The list's and the hotel page's frames carry their picture, preloaded at high priority. */
const withPicture = template.replace('<div id="root"></div>', '<div id="root"><img class="fp-ci" src="https://img.test/46/1.png" fetchpriority="high"></div>');
const page = (afterPaint: boolean, html = template) => pageShell(html, { env: runtimeEnvFrom({}), registry: { remotes: [] } }, preloads, undefined, { scriptsAfterFirstPaint: afterPaint });
const loader = (html: string) => /<script>(\(function\(\)[^]*?)<\/script>/.exec(html)?.[1] ?? '';

/**
 * The page's body as the parser leaves it, then its loader run, with animation frames under the test's hand;
 * `pictureLoaded` says whether the frame's picture had arrived by then.
 */
function parse(html: string, { pictureLoaded = false } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const picture = document.querySelector('img');
  if (picture) Object.defineProperty(picture, 'complete', { value: pictureLoaded });
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  new Function(loader(html))();
  return { frames, picture };
}

/** Runs the animation frames asked for so far, then the timers they set. */
function paintFrame(frames: FrameRequestCallback[]) {
  frames.splice(0).forEach((frame) => frame(0));
  jest.advanceTimersByTime(0);
  jest.runOnlyPendingTimers();
}
const asked = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}${link.getAttribute('fetchpriority') === 'low' ? ' low' : ''}`),
  main: [...document.body.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
});

describe("the page's scripts, asked for after its first paint (every page a route draws)", () => {
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

  it("wait for the frame's picture too (the list's first card, the hotel's photo), then for a frame", () => {
    const { frames, picture } = parse(page(true, withPicture));
    expect(frames).toEqual([]);
    jest.advanceTimersByTime(900);
    expect(asked()).toEqual({ preloads: [], main: [] });
    picture?.dispatchEvent(new Event('load'));
    expect(asked()).toEqual({ preloads: [], main: [] });
    paintFrame(frames);
    expect(asked().main).toEqual(['/main.js']);
    expect(asked().preloads).toHaveLength(3);
  });

  it('go on without the picture when it fails or has not come within a second, and ask only once', () => {
    const failed = parse(page(true, withPicture));
    failed.picture?.dispatchEvent(new Event('error'));
    paintFrame(failed.frames);
    expect(asked().main).toEqual(['/main.js']);

    const slow = parse(page(true, withPicture));
    jest.advanceTimersByTime(999);
    expect(slow.frames).toEqual([]);
    jest.advanceTimersByTime(1);
    slow.picture?.dispatchEvent(new Event('load'));
    expect(slow.frames).toHaveLength(1);
    paintFrame(slow.frames);
    expect(asked().main).toEqual(['/main.js']);
  });

  it('wait only for the frame when its picture is already there', () => {
    const { frames } = parse(page(true, withPicture), { pictureLoaded: true });
    expect(frames).toHaveLength(1);
    paintFrame(frames);
    expect(asked().main).toEqual(['/main.js']);
  });

  it('are asked for in the head with the deferred page script when the server does not wait (a path no route knows)', () => {
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
