import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The parts of `mf-manifest.json` a release reads: its entry, and what each exposed and shared module loads. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name: string; assets?: Assets }>;
  shared?: Array<{ name: string; assets?: Assets }>;
}

export function readManifest(dir: string): RemoteManifest {
  return JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as RemoteManifest;
}

function assetFiles(assets: Assets | undefined): string[] {
  return [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap((files) => files ?? []);
}

/** Every file the manifest names, each with what needs it: `remoteEntry.js` → `the remote's entry`. */
export function manifestFiles(manifest: RemoteManifest, { withEntry = true } = {}): Map<string, string> {
  const files = new Map<string, string>();
  const entry = manifest.metaData?.remoteEntry;
  // The host loads remotes and is loaded by none: it has no entry (its manifest names '').
  const entryName = withEntry ? entry?.name || 'remoteEntry.js' : '';
  if (entryName) files.set(path.posix.join(entry?.path ?? '', entryName), "the remote's entry");
  for (const exposed of manifest.exposes ?? []) {
    for (const file of assetFiles(exposed.assets)) if (!files.has(file)) files.set(file, `exposed ${exposed.name}`);
  }
  for (const shared of manifest.shared ?? []) {
    for (const file of assetFiles(shared.assets)) if (!files.has(file)) files.set(file, `shared ${shared.name}`);
  }
  return files;
}
