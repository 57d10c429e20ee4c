import { existsSync } from 'node:fs';
import path from 'node:path';
import { findReleaseUnit } from '../release-units';
import { ReleaseError } from './release-remote';
import { readRegistry, type RegistryEvent, writeRegistry } from './registry';

export interface RollbackOptions {
  storeDir: string;
  remote: string;
  /** A version already in the store; by default the one that was live before it (see liveChain). */
  to?: string;
}

export interface RollbackResult {
  remote: string;
  from: string;
  to: string;
}

/** Moves one remote's (or the host's) live pointer back; no other unit is touched and nothing is rebuilt. */
export function rollbackRemote(options: RollbackOptions): RollbackResult {
  const app = findReleaseUnit(options.remote);
  if (!app) throw new ReleaseError(`unknown remote "${options.remote}"`);
  const registry = readRegistry(options.storeDir);
  const record = registry.remotes[app.dir];
  if (!record) throw new ReleaseError(`${app.dir} has never been released`);

  const chain = liveChain(record.history);
  const to = options.to ?? chain[chain.indexOf(record.live) - 1];
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
 * The chain of live versions the history leaves, oldest first: a release puts its version on top (a version
 * released again moves up), a rollback takes off everything above the version it returned to. Rolling back
 * steps down this chain, so it returns to what was live before, never to a trial stored earlier and since undone.
 */
export function liveChain(history: RegistryEvent[]): string[] {
  const chain: string[] = [];
  for (const { action, version } of history) {
    const at = chain.indexOf(version);
    if (action === 'release') {
      if (at >= 0) chain.splice(at, 1);
      chain.push(version);
    } else if (at >= 0) chain.splice(at + 1);
    else chain.push(version);
  }
  return chain;
}
