import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets } from './budgets';

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

/**
 * Not first load: other languages' catalogues (`lang-<locale>`, loaded on a language switch) and chunks the
 * code itself names `lazy-*` (pages and panels loaded on demand, see host/src/app/lazy-pages.tsx).
 */
function isLoadedLater(file: string): boolean {
  return (file.startsWith('lang-') && !file.startsWith('lang-ja.')) || file.startsWith('lazy-');
}

function measureHost(): { kb: number; ok: boolean } {
  const dir = path.join(root, 'host/dist');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js') && !isLoadedLater(f));
  const kb = gzipKb(files, dir);
  return { kb, ok: kb <= budgets.hostFirstLoadKb };
}

function measureExposed(remote: string): Array<{ name: string; kb: number; ok: boolean }> {
  const dir = path.join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  return manifest.exposes.map((exposed) => {
    const own = [...exposed.assets.js.sync, ...exposed.assets.js.async].filter((f) => !sharedFiles.has(f));
    const kb = gzipKb([...new Set(own)], dir);
    return { name: `${remote} ${exposed.name}`, kb, ok: kb <= budgets.exposedModuleKb };
  });
}

export async function measureAll(): Promise<boolean> {
  const missing = ['host', ...remotes].filter((app) => !existsSync(path.join(root, app, 'dist/mf-manifest.json')));
  if (missing.length) {
    console.error(`size: build first (npm run build); no build for ${missing.join(', ')}`);
    return false;
  }
  const host = measureHost();
  const rows = [{ name: 'host first load', kb: host.kb, ok: host.ok, budget: budgets.hostFirstLoadKb }];
  for (const remote of remotes) {
    rows.push(...measureExposed(remote).map((row) => ({ ...row, budget: budgets.exposedModuleKb })));
  }
  for (const row of rows) {
    const verdict = row.ok ? 'ok' : 'OVER BUDGET';
    console.log(`${row.name.padEnd(36)} ${row.kb.toFixed(1).padStart(7)} KB gzip  (budget ${row.budget} KB)  ${verdict}`);
  }
  return rows.every((row) => row.ok);
}
