import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findReleaseUnit, type ReleaseUnit } from '../release-units';
import { type RemoteManifest, readManifest } from '../verify/manifest-files';
import { missingBuildFiles } from '../verify/missing-files';
import { type Audit, auditFields } from './audit';
import { badVersionRefusal } from './bad-versions';
import { buildFiles, contentVersion } from './content-version';
import type { StoreDriver } from './driver';
import { defaultEnv, readRegistry, updateRegistry } from './environments';
import { sharedRefusal } from './live-shared-check';
import type { RegistryEvent, RemoteRecord } from './registry';
import { sharedMapIn } from './shared-compat';
import { releaseKey } from './stored-objects';

export interface ReleaseOptions {
  store: StoreDriver;
  /** The environment whose registry changes; production by default. */
  env?: string;
  /** `mf-hotel`, `mf_hotel`, or `host`: the host is released the same way. */
  remote: string;
  repoRoot: string;
  /** An explicit version; by default the package version plus a hash of the build. */
  version?: string;
  /** A build made elsewhere (a CI artifact, a candidate); by default the remote's own `dist/`. */
  distDir?: string;
  /** Makes a version marked bad live anyway. */
  force?: boolean;
  /** Who, from which commit, with what note: kept in the history. */
  audit?: Audit;
}

export interface ReleaseResult {
  remote: string;
  version: string;
  /** False when this exact build was already in the store. */
  created: boolean;
  /** The version that was live before, if any. */
  previous: string | null;
}

/** A build in the store, where the release server serves it, and not live yet. */
export interface StoredRelease {
  app: ReleaseUnit;
  version: string;
  /** `<remote>/<version>/`, the key prefix of its files. */
  prefix: string;
  /** Its `mf-manifest.json`. */
  manifest: RemoteManifest;
  /** False when this exact build was already in the store. */
  created: boolean;
}

export class ReleaseError extends Error {}

function packageVersion(appDir: string): string {
  return (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Stores a remote's or the host's build under `<unit>/<version>/` (never overwritten) and makes it live. */
export async function releaseRemote(options: ReleaseOptions): Promise<ReleaseResult> {
  return makeLive(options, await storeRelease(options));
}

/** Checks a remote's or the host's build and stores it under `<unit>/<version>/` (never overwritten). */
export async function storeRelease(options: ReleaseOptions): Promise<StoredRelease> {
  const app = findReleaseUnit(options.remote);
  if (!app) throw new ReleaseError(`unknown remote "${options.remote}"`);
  const distDir = options.distDir ?? path.join(options.repoRoot, app.dir, 'dist');
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new ReleaseError(`${app.dir} has no build; run npm run build -w ${app.dir}`);
  const missing = missingBuildFiles(distDir, app.kind);
  if (missing.length) throw new ReleaseError(`${app.dir}'s build in ${distDir} is incomplete:\n  ${missing.join('\n  ')}`);
  const manifest = readManifest(distDir);
  const registry = await readRegistry(options.store, options.env ?? defaultEnv);
  const refusal = await sharedRefusal(options.store, registry, app, sharedMapIn(manifest), manifestFile);
  if (refusal) throw new ReleaseError(refusal);

  const version = options.version ?? contentVersion(distDir, packageVersion(path.join(options.repoRoot, app.dir)));
  if (!/^[\w.+-]+$/.test(version)) throw new ReleaseError(`"${version}" is not a valid version name`);
  const prefix = releaseKey(app.dir, version);
  const created = !(await options.store.exists(releaseKey(app.dir, version, 'mf-manifest.json')));
  if (created) await options.store.putBuild(prefix, distDir, buildFiles(distDir));
  return { app, version, prefix, manifest, created };
}

/**
 * Points the environment's registry at a stored release: the next page load uses it. The change is applied to
 * the registry as it is at the moment of writing (see updateRegistry), so a release of another unit made at
 * the same time is kept.
 */
export async function makeLive(options: ReleaseOptions, { app, version, created }: Pick<StoredRelease, 'app' | 'version' | 'created'>): Promise<ReleaseResult> {
  let previous: string | null = null;
  await updateRegistry(options.store, options.env ?? defaultEnv, (registry) => {
    const record = registry.remotes[app.dir];
    previous = record?.live ?? null;
    if (previous === version) return undefined;
    const refusal = badVersionRefusal(app.dir, record, version, options.force);
    if (refusal) throw new ReleaseError(refusal);
    registry.remotes[app.dir] = pointedAt(record, { action: 'release', version, at: new Date().toISOString(), ...auditFields(options.audit) });
    return registry;
  });
  return { remote: app.dir, version, created, previous };
}

/** The record (new when undefined) with the event's version live, listed among its versions, and the move in its history. */
export function pointedAt(record: RemoteRecord | undefined, event: RegistryEvent): RemoteRecord {
  const { version } = event;
  const versions = record?.versions.includes(version) ? record.versions : [...(record?.versions ?? []), version];
  return { ...record, live: version, versions, history: [...(record?.history ?? []), event] };
}
