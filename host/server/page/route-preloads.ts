import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BootFiles, bootFilesName } from '@hotel/mf-build/boot-files';

/** What the host server tells the browser to fetch at once, beside `main.js` (issue 15: no waterfall). */
export interface Preload {
  href: string;
  as: 'fetch' | 'script' | 'style';
  /** The federation runtime fetches the manifest in CORS mode; scripts and styles load without. */
  crossOrigin?: boolean;
  /** Fetched after what the first paint needs (its picture, the remote's page): see bootPreloads. */
  lowPriority?: boolean;
}

/** The parts of a remote's `mf-manifest.json` the preloads need. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }>;
}

/**
 * The files a page of this remote needs before it can draw: the manifest, `remoteEntry.js`, the exposed
 * module's own scripts and styles, and its catalogue in the visitor's language (`lang-<locale>.<hash>.js`).
 * Deferred sections and other languages stay for the page to ask for.
 */
export function routePreloads(manifestUrl: string, manifest: RemoteManifest, exposedName: string, locale: string): Preload[] {
  const base = new URL('./', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const { remoteEntry } = manifest.metaData;
  const preloads: Preload[] = [
    { href: manifestUrl, as: 'fetch', crossOrigin: true },
    { href: at([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')), as: 'script' },
  ];
  const exposed = manifest.exposes.find((entry) => entry.path === `./${exposedName}`);
  if (!exposed) return preloads;
  const catalogue = exposed.assets.js.async.find((file) => file.startsWith(`lang-${locale}.`));
  return [
    ...preloads,
    ...exposed.assets.js.sync.map((file): Preload => ({ href: at(file), as: 'script' })),
    ...exposed.assets.css.sync.map((file): Preload => ({ href: at(file), as: 'style' })),
    ...(catalogue ? [{ href: at(catalogue), as: 'script' as const }] : []),
  ];
}

const bootFilesRead = new Map<string, Promise<BootFiles | null>>();

/**
 * What the shell loads before its first render (the build's boot-files.json), fetched beside `main.js` instead of
 * after it has run, at low priority: the frame's picture and the route's remote go first, as `main.js` itself
 * does. A release's folder never changes, so each is read once.
 */
export async function bootPreloads(distDir: string, locale: string): Promise<Preload[]> {
  let read = bootFilesRead.get(distDir);
  if (!read) {
    read = readFile(path.join(distDir, bootFilesName), 'utf8').then((text) => JSON.parse(text) as BootFiles).catch(() => null);
    bootFilesRead.set(distDir, read);
  }
  const boot = await read;
  if (!boot) return [];
  return [...boot.files, ...(boot.catalogues[locale] ?? [])].map((file): Preload => ({ href: `/${file}`, as: file.endsWith('.css') ? 'style' : 'script', lowPriority: true }));
}
