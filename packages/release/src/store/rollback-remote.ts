import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRemoteApp } from '../remotes';
import { ReleaseError } from './release-remote';
import { readRegistry, type RegistryEvent, writeRegistry } from './registry';

export interface RollbackOptions {
  storeDir: string;
  remote: string;
  /** A version already in the store; by default the one last released before the live one. */
  to?: string;
}

export interface RollbackResult {
  remote: string;
  from: string;
  to: string;
}

/** Moves one remote's live pointer back; no other remote is touched and nothing is rebuilt. */
export function rollbackRemote(options: RollbackOptions): RollbackResult {
  const app = findRemoteApp(options.remote);
  if (!app) throw new ReleaseError(`unknown remote "${options.remote}"`);
  const registry = readRegistry(options.storeDir);
  const record = registry.remotes[app.dir];
  if (!record) throw new ReleaseError(`${app.dir} has never been released`);

  const order = releaseOrder(record.history, record.versions);
  const to = options.to ?? order[order.indexOf(record.live) - 1];
  if (!to) throw new ReleaseError(`${app.dir} ${record.live} is its oldest release; there is nothing older to roll back to`);
  if (!record.versions.includes(to)) {
    throw new ReleaseError(`${app.dir} has no release "${to}"; known: ${record.versions.join(', ')}`);
  }
  if (!existsSync(path.join(options.storeDir, app.dir, to, 'mf-manifest.json'))) {
    throw new ReleaseError(`${app.dir} ${to} is missing from the store`);
  }
  if (to === record.live) throw new ReleaseError(`${app.dir} ${to} is already live`);

  registry.remotes[app.dir] = {
    ...record,
    live: to,
    history: [...record.history, { action: 'rollback', version: to, at: new Date().toISOString() }],
  };
  writeRegistry(options.storeDir, registry);
  return { remote: app.dir, from: record.live, to };
}

/**
 * Versions by when each was last released, oldest first. A version released again (say the build that
 * was live before a trial release) counts from its latest release, so rolling back returns to it rather
 * than to whatever happened to be stored before it the first time.
 */
export function releaseOrder(history: RegistryEvent[], versions: string[]): string[] {
  const lastRelease = new Map<string, number>();
  history.forEach((event, index) => {
    if (event.action === 'release') lastRelease.set(event.version, index);
  });
  return [...versions].sort((a, b) => (lastRelease.get(a) ?? -1) - (lastRelease.get(b) ?? -1));
}
