import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findReleaseUnit, type ReleaseUnit } from '../release-units';
import { missingBuildFiles } from '../verify/missing-files';
import { badVersionRefusal } from './bad-versions';
import { buildFiles, contentVersion } from './content-version';
import { sharedRefusal } from './live-shared-check';
import { readRegistry, writeRegistry } from './registry';

export interface ReleaseOptions {
  storeDir: string;
  /** `mf-hotel`, `mf_hotel`, or `host`: the host is released the same way. */
  remote: string;
  repoRoot: string;
  /** An explicit version; by default the package version plus a hash of the build. */
  version?: string;
  /** A build made elsewhere (a CI artifact, a candidate); by default the remote's own `dist/`. */
  distDir?: string;
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

/** A build copied into the store, where the release server serves it, and not live yet. */
export interface StoredRelease {
  app: ReleaseUnit;
  version: string;
  /** `<store>/<remote>/<version>/` */
  dir: string;
  /** False when this exact build was already in the store. */
  created: boolean;
}

export class ReleaseError extends Error {}

function packageVersion(appDir: string): string {
  return (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Copies a remote's or the host's build into `<store>/<unit>/<version>/` (never overwritten) and makes it live. */
export function releaseRemote(options: ReleaseOptions): ReleaseResult {
  return makeLive(options, storeRelease(options));
}

/** Checks a remote's or the host's build and copies it into `<store>/<unit>/<version>/` (never overwritten). */
export function storeRelease(options: ReleaseOptions): StoredRelease {
  const app = findReleaseUnit(options.remote);
  if (!app) throw new ReleaseError(`unknown remote "${options.remote}"`);
  const distDir = options.distDir ?? path.join(options.repoRoot, app.dir, 'dist');
  const manifest = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new ReleaseError(`${app.dir} has no build; run npm run build -w ${app.dir}`);
  const missing = missingBuildFiles(distDir, app.kind);
  if (missing.length) throw new ReleaseError(`${app.dir}'s build in ${distDir} is incomplete:\n  ${missing.join('\n  ')}`);
  const refusal = sharedRefusal(options.storeDir, app, manifest);
  if (refusal) throw new ReleaseError(refusal);

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
  return { app, version, dir: target, created };
}

/** Points the registry at a stored release: the next page load uses it. */
export function makeLive(options: ReleaseOptions, { app, version, created }: StoredRelease): ReleaseResult {
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
