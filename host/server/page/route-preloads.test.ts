import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bootPreloads, type RemoteManifest, routePreloads } from './route-preloads';

const manifestUrl = 'https://cdn.test/mf-hotel/1.0.0-abc/mf-manifest.json';
const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './HotelDetailPage',
      assets: {
        js: { sync: ['__federation_expose_HotelDetailPage.6457130399.js'], async: ['hotel-detail-route.523842085f.js', 'lang-ja.5b09d98290.js', 'lang-en.9e1ebc7947.js', 'lang-zh-CN.7cae54766a.js'] },
        css: { sync: ['__federation_expose_HotelDetailPage.0826c61255.css'], async: ['built-in-map.481f72e450.css'] },
      },
    },
    { path: './FullMapPage', assets: { js: { sync: ['__federation_expose_FullMapPage.198ee86910.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};
const at = (file: string) => `https://cdn.test/mf-hotel/1.0.0-abc/${file}`;

describe("a route's preloads", () => {
  it("name the manifest, the entry, the page's own script and style, and its catalogue in the visitor's language", () => {
    expect(routePreloads(manifestUrl, manifest, 'HotelDetailPage', 'zh-CN')).toEqual([
      { href: manifestUrl, as: 'fetch', crossOrigin: true },
      { href: at('remoteEntry.js'), as: 'script' },
      { href: at('__federation_expose_HotelDetailPage.6457130399.js'), as: 'script' },
      { href: at('__federation_expose_HotelDetailPage.0826c61255.css'), as: 'style' },
      { href: at('lang-zh-CN.7cae54766a.js'), as: 'script' },
    ]);
  });

  it('leave out deferred sections and the other languages', () => {
    const hrefs = routePreloads(manifestUrl, manifest, 'HotelDetailPage', 'en').map((preload) => preload.href);
    expect(hrefs).toContain(at('lang-en.9e1ebc7947.js'));
    expect(hrefs.filter((href) => /lang-|route|built-in-map/.test(href))).toEqual([at('lang-en.9e1ebc7947.js')]);
  });

  it('are the manifest and entry alone for a module the manifest does not expose, and follow an entry in a folder', () => {
    const inFolder = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(routePreloads(manifestUrl, inFolder, 'NoSuchPage', 'ja')).toEqual([
      { href: manifestUrl, as: 'fetch', crossOrigin: true },
      { href: at('entry/remoteEntry.js'), as: 'script' },
    ]);
  });
});

describe("the host shell's own preloads (boot-files.json)", () => {
  it("names the boot files and the visitor's catalogue, at low priority, and none for a build without the list", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'boot-files-'));
    writeFileSync(path.join(dir, 'boot-files.json'), JSON.stringify({ files: ['1.js', 'bootstrap.css'], catalogues: { en: ['lang-en.1.js'], ja: ['lang-ja.1.js'] } }));
    expect(await bootPreloads(dir, 'en')).toEqual([
      { href: '/1.js', as: 'script', lowPriority: true },
      { href: '/bootstrap.css', as: 'style', lowPriority: true },
      { href: '/lang-en.1.js', as: 'script', lowPriority: true },
    ]);
    expect(await bootPreloads(mkdtempSync(path.join(tmpdir(), 'no-boot-files-')), 'en')).toEqual([]);
  });
});
