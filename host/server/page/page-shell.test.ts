import { runtimeElementId } from '@hotel/contracts';
import { runtimeEnvFrom } from '../runtime-env';
import { pageShell } from './page-shell';

const template = '<!doctype html><html lang="ja"><head><title>Hotel</title></head><body><div id="root"></div></body></html>';
const env = runtimeEnvFrom({});

function inlined(html: string): unknown {
  const match = new RegExp(`<script id="${runtimeElementId}" type="application/json">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] as string) : null;
}

describe('the page the host server sends', () => {
  it('carries the live registry and settings, read back as they were', () => {
    const registry = { remotes: [{ name: 'mf_hotel' as const, version: '2', entry: 'https://cdn.test/mf-hotel/2/mf-manifest.json' }] };
    expect(inlined(pageShell(template, { env, registry }, []))).toEqual({ env, registry });
  });

  it('cannot be broken out of by what the registry holds', () => {
    const registry = { remotes: [{ name: 'mf_hotel' as const, version: '</script><script>alert(1)</script>', entry: 'x' }] };
    const html = pageShell(template, { env, registry }, []);
    expect(html).not.toContain('<script>alert(1)');
    expect(inlined(html)).toEqual({ env, registry });
  });

  it('asks for the route remote files in its head, before the page script', () => {
    const html = pageShell(template, { env, registry: { remotes: [] } }, [
      { href: 'https://cdn.test/mf-hotel/2/mf-manifest.json', as: 'fetch', crossOrigin: true },
      { href: 'https://cdn.test/mf-hotel/2/remoteEntry.js?a=1&b="2"', as: 'script' },
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="https://cdn.test/mf-hotel/2/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(head).toContain('<link rel="preload" href="https://cdn.test/mf-hotel/2/remoteEntry.js?a=1&amp;b=&quot;2&quot;" as="script">');
  });

  it('puts the first-paint frame in the root and its script right after it, its styles in the head, and sets the language and title', () => {
    const paint = { lang: 'en', title: 'Hotels <1> | Hotel Sakura', frame: '<div class="fp">frame</div>', style: '.fp{color:red}', script: '<script>lead()</script>', picture: '<link rel="preload" as="image" href="/1.png">' };
    const html = pageShell(template, { env, registry: { remotes: [] } }, [], paint);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Hotels &lt;1> | Hotel Sakura</title>');
    expect(html).toContain('<div id="root"><div class="fp">frame</div></div><script>lead()</script>');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<style>.fp{color:red}</style>');
    // The frame's picture is asked for before the styles, the connections and the route's files.
    const picture = html.indexOf('<link rel="preload" as="image" href="/1.png">');
    expect(picture).toBeGreaterThan(0);
    for (const later of ['<style>', '<link rel="preconnect"', '<script']) expect(picture).toBeLessThan(html.indexOf(later));
  });

  it('opens the connections to the APIs and the pictures while the scripts load', () => {
    const apis = runtimeEnvFrom({ BOOKING_API_URL: 'https://engine.test/booking', CONTENT_API_URL: 'https://content.test/api', LOYALTY_API_URL: 'https://engine.test/loyalty' });
    const head = pageShell(template, { env: apis, registry: { remotes: [] } }, []);
    expect(head).toContain('<link rel="preconnect" href="https://engine.test" crossorigin="anonymous">');
    expect(head).toContain('<link rel="preconnect" href="https://content.test" crossorigin="anonymous">');
    expect(head).toContain('<link rel="preconnect" href="https://content.test">');
    expect(head.match(/rel="preconnect" href="https:\/\/engine\.test"/g)).toHaveLength(1);
  });
});
