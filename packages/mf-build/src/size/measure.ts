import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BootFiles, bootFilesName } from '../boot-files/boot-files';
import { budgets } from './budgets';
import { measureHostFirstLoad } from './host-first-load';

const root = path.resolve(import.meta.dirname, '../../../..');
const remotes = ['mf-search', 'mf-hotel', 'mf-booking', 'mf-member'];

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  shared: Array<{ name: string; assets: ManifestAssets }>;
  exposes: Array<{ name: string; assets: ManifestAssets }>;
}

/** The chunk ids a file defines; webpack may emit one set of modules under two file names, loaded once. */
function chunkIds(source: string): string | null {
  return /\.push\(\[\[([\d,]+)\]/.exec(source.slice(0, 200))?.[1] ?? null;
}

function gzipKb(files: string[], dir: string): number {
  const seen = new Set<string>();
  let bytes = 0;
  for (const file of files) {
    const source = readFileSync(path.join(dir, file));
    const ids = chunkIds(source.toString('utf8', 0, 200));
    if (ids && seen.has(ids)) continue;
    if (ids) seen.add(ids);
    bytes += gzipSync(source, { level: 9 }).length;
  }
  return bytes / 1024;
}

/** Catalogues of the other languages: a visitor fetches one (the default, ja, is the one counted). */
const otherCatalogue = /^lang-(?!ja\.)/;

function readManifest(remote: string): { dir: string; manifest: Manifest; own: (files: string[]) => string[] } {
  const dir = path.join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const own = (files: string[]) => [...new Set(files)].filter((f) => !sharedFiles.has(f) && !otherCatalogue.test(f));
  return { dir, manifest, own };
}

/** What an exposed module needs before it renders: its own chunk and the Japanese catalogue (lazy parts excluded). */
function measureExposed(remote: string): Array<{ name: string; kb: number; ok: boolean; budget: number }> {
  const { dir, manifest, own } = readManifest(remote);
  return manifest.exposes.map((exposed) => {
    const files = own([...exposed.assets.js.sync, ...exposed.assets.js.async.filter((f) => f.startsWith('lang-'))]);
    const kb = gzipKb(files, dir);
    return { name: `${remote} ${exposed.name}`, kb, ok: kb <= budgets.exposedModuleKb, budget: budgets.exposedModuleKb };
  });
}

const onClickChunk = (file: string) => Object.keys(budgets.onClickChunksKb).find((name) => file.startsWith(`${name}.`)) ?? null;

/** Everything of its own a remote can send on a visit in one language: the entry and every exposed module's code, lazy parts included. */
function measureRemoteFirstLoad(remote: string): Array<{ name: string; kb: number; ok: boolean; budget: number }> {
  const { dir, manifest, own } = readManifest(remote);
  const files = own(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
  const kb = gzipKb(['remoteEntry.js', ...files.filter((file) => onClickChunk(file) === null)], dir);
  const budget = budgets.remoteFirstLoadKb[remote] ?? budgets.remoteFirstLoadKb.default;
  const onClick = Object.entries(budgets.onClickChunksKb).flatMap(([name, limit]) => {
    const chunk = files.filter((file) => onClickChunk(file) === name);
    if (chunk.length === 0) return [];
    const chunkKb = gzipKb(chunk, dir);
    return [{ name: `${remote} ${name} (on click)`, kb: chunkKb, ok: chunkKb <= limit, budget: limit }];
  });
  return [{ name: `${remote} all own code`, kb, ok: kb <= budget, budget }, ...onClick];
}

/**
 * The host server preloads what boot-files.json names (issue 15); it must be what a browser loads for the first
 * render (lazy parts and `main.js` aside), or the page fetches some files twice or late.
 */
function bootFilesMatch(distDir: string, loaded: string[]): boolean {
  const boot = JSON.parse(readFileSync(path.join(distDir, bootFilesName), 'utf8')) as BootFiles;
  const listed = new Set([...boot.files.filter((file) => file.endsWith('.js')), ...(boot.catalogues.ja ?? [])]);
  const fetched = new Set(loaded.map((file) => file.replace(/^\//, '')).filter((file) => file !== 'main.js' && !file.startsWith('lazy-')));
  const unlisted = [...fetched].filter((file) => !listed.has(file));
  const unused = [...listed].filter((file) => !fetched.has(file));
  if (unlisted.length || unused.length) console.error(`size: ${bootFilesName} differs from the first load: not listed ${unlisted.join(' ') || '-'}, not loaded ${unused.join(' ') || '-'}`);
  else console.log(`${bootFilesName} names the ${listed.size} files of the host's first load (main.js aside)`);
  return unlisted.length === 0 && unused.length === 0;
}

export async function measureAll(): Promise<boolean> {
  const missing = ['host', ...remotes].filter((app) => !existsSync(path.join(root, app, 'dist/mf-manifest.json')));
  if (missing.length) {
    console.error(`size: build first (npm run build); no build for ${missing.join(', ')}`);
    return false;
  }
  const host = await measureHostFirstLoad(path.join(root, 'host/dist'));
  const rows = [{ name: `host first load (${host.files.length} files)`, kb: host.kb, ok: host.kb <= budgets.hostFirstLoadKb, budget: budgets.hostFirstLoadKb }];
  for (const remote of remotes) {
    rows.push(...measureRemoteFirstLoad(remote), ...measureExposed(remote));
  }
  for (const row of rows) {
    const verdict = row.ok ? 'ok' : 'OVER BUDGET';
    console.log(`${row.name.padEnd(36)} ${row.kb.toFixed(1).padStart(7)} KB gzip  (budget ${row.budget} KB)  ${verdict}`);
  }
  return bootFilesMatch(path.join(root, 'host/dist'), host.files) && rows.every((row) => row.ok);
}
