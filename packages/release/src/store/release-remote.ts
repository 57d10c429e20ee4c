import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findRemoteApp } from '../remotes';
import { badVersionRefusal } from './bad-versions';
import { buildFiles, contentVersion } from './content-version';
import { readRegistry, writeRegistry } from './registry';
import { hostManifestFile, unmetSharedRequirements } from './shared-compat';

export interface ReleaseOptions {
  storeDir: string;
  /** `mf-hotel` or `mf_hotel`. */
  remote: string;
  repoRoot: string;
  /** An explicit version; by default the package version plus a hash of the build. */
  version?: string;
  /** Makes a version marked bad live anyway. */
  force?: boolean;
}

export interface ReleaseResult {
  remote: string;
  version: string;
  /** False when this exact build was already in the store. */
  created: boolean;
  /** The version that was live before, if any. */
  previous: string | null;
}

export class ReleaseError extends Error {}

function packageVersion(appDir: string): string {
  return (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Copies a remote's build into `<store>/<remote>/<version>/` (never overwritten) and makes it live. */
export function releaseRemote(options: ReleaseOptions): ReleaseResult {
  const app = findRemoteApp(options.remote);
  if (!app) throw new ReleaseError(`unknown remote "${options.remote}"`);
  const distDir = path.join(options.repoRoot, app.dir, 'dist');
  const manifest = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new ReleaseError(`${app.dir} has no build; run npm run build -w ${app.dir}`);
  const problems = unmetSharedRequirements(manifest, hostManifestFile(options.repoRoot));
  if (problems.length) {
    throw new ReleaseError(`${app.dir} needs shared modules the live host cannot provide:\n  ${problems.join('\n  ')}`);
  }

  const version = options.version ?? contentVersion(distDir, packageVersion(path.join(options.repoRoot, app.dir)));
  if (!/^[\w.+-]+$/.test(version)) throw new ReleaseError(`"${version}" is not a valid version name`);
  const target = path.join(options.storeDir, app.dir, version);
  const created = !existsSync(target);
  if (created) {
    removeStaging(options.storeDir, app.dir);
    const staging = `${target}.staging-${process.pid}`;
    copyBuild(distDir, staging);
    renameSync(staging, target);
  }

  const registry = readRegistry(options.storeDir);
  const record = registry.remotes[app.dir];
  const previous = record?.live ?? null;
  if (previous === version) return { remote: app.dir, version, created, previous };
  const refusal = badVersionRefusal(app.dir, record, version, options.force);
  if (refusal) throw new ReleaseError(refusal);
  const versions = record?.versions.includes(version) ? record.versions : [...(record?.versions ?? []), version];
  registry.remotes[app.dir] = {
    ...record,
    live: version,
    versions,
    history: [...(record?.history ?? []), { action: 'release', version, at: new Date().toISOString() }],
  };
  writeRegistry(options.storeDir, registry);
  return { remote: app.dir, version, created, previous };
}

/** Copies the build's own files only: what an earlier build left in `dist/` is no part of this release. */
function copyBuild(distDir: string, target: string): void {
  for (const file of buildFiles(distDir)) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(distDir, file), path.join(target, file));
  }
}

/** Removes half-copied releases left by an interrupted run. */
export function removeStaging(storeDir: string, remote: string): void {
  const dir = path.join(storeDir, remote);
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry.includes('.staging-')) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}
