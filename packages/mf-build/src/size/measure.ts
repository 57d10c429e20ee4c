import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

/** Everything of its own a remote can send on a first visit: the entry and every exposed module's own files. */
function measureRemoteFirstLoad(remote: string): { name: string; kb: number; ok: boolean } {
  const dir = path.join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const own = manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]).filter((f) => !sharedFiles.has(f));
  const kb = gzipKb(['remoteEntry.js', ...new Set(own)], dir);
  return { name: `${remote} first load (own code)`, kb, ok: kb <= budgets.remoteFirstLoadKb };
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
    rows.push({ ...measureRemoteFirstLoad(remote), budget: budgets.remoteFirstLoadKb });
    rows.push(...measureExposed(remote).map((row) => ({ ...row, budget: budgets.exposedModuleKb })));
  }
  for (const row of rows) {
    const verdict = row.ok ? 'ok' : 'OVER BUDGET';
    console.log(`${row.name.padEnd(36)} ${row.kb.toFixed(1).padStart(7)} KB gzip  (budget ${row.budget} KB)  ${verdict}`);
  }
  return rows.every((row) => row.ok);
}
