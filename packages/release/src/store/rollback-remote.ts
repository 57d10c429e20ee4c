import { existsSync } from 'node:fs';
import path from 'node:path';
import { findReleaseUnit, type ReleaseUnit } from '../release-units';
import { badVersionRefusal } from './bad-versions';
import { ReleaseError } from './release-remote';
import { readRegistry, type Registry, type RegistryEvent, type RemoteRecord, writeRegistry } from './registry';

export interface RollbackOptions {
  storeDir: string;
  remote: string;
  /** A version already in the store; by default the nearest good one live before it (see previousGoodVersion). */
  to?: string;
  /** Makes a version marked bad live anyway (with `to`). */
  force?: boolean;
  /** Why, kept in the history. */
  reason?: string;
}

export interface RollbackResult {
  remote: string;
  from: string;
  to: string;
}

/** Moves one remote's (or the host's) live pointer back; no other unit is touched and nothing is rebuilt. */
export function rollbackRemote(options: RollbackOptions): RollbackResult {
  const { app, registry, record } = releasedRecord(options.storeDir, options.remote);
  const to = options.to ?? previousGoodVersion(record);
  if (!to) throw new ReleaseError(`${app.dir} has nothing older than ${record.live} to roll back to${skippedNote(record)}`);
  checkRollbackTarget(options.storeDir, app, record, to);
  const refusal = badVersionRefusal(app.dir, record, to, options.force);
  if (refusal) throw new ReleaseError(refusal);

  registry.remotes[app.dir] = movedBack(record, to, options.reason ? { reason: options.reason } : {});
  writeRegistry(options.storeDir, registry);
  return { remote: app.dir, from: record.live, to };
}

/** The unit (a remote or the host), the whole registry and its record; refuses an unknown unit or one never released. */
export function releasedRecord(storeDir: string, remote: string): { app: ReleaseUnit; registry: Registry; record: RemoteRecord } {
  const app = findReleaseUnit(remote);
  if (!app) throw new ReleaseError(`unknown remote "${remote}"`);
  const registry = readRegistry(storeDir);
  const record = registry.remotes[app.dir];
  if (!record) throw new ReleaseError(`${app.dir} has never been released`);
  return { app, registry, record };
}

export function checkRollbackTarget(storeDir: string, app: ReleaseUnit, record: RemoteRecord, to: string): void {
  if (!record.versions.includes(to)) {
    throw new ReleaseError(`${app.dir} has no release "${to}"; known: ${record.versions.join(', ')}`);
  }
  if (!existsSync(path.join(storeDir, app.dir, to, 'mf-manifest.json'))) {
    throw new ReleaseError(`${app.dir} ${to} is missing from the store`);
  }
  if (to === record.live) throw new ReleaseError(`${app.dir} ${to} is already live`);
}

/** The record with `to` live again, the move in its history. */
export function movedBack(record: RemoteRecord, to: string, why: Pick<RegistryEvent, 'reason' | 'figures'>): RemoteRecord {
  return { ...record, live: to, history: [...record.history, { action: 'rollback', version: to, at: new Date().toISOString(), ...why }] };
}

/**
 * Where a plain rollback goes: down the live chain from the live version to the nearest version not marked
 * bad (issue 16), so a version known to be broken is never stepped back onto.
 */
export function previousGoodVersion(record: RemoteRecord): string | undefined {
  const chain = liveChain(record.history);
  const at = chain.indexOf(record.live);
  return at < 0 ? undefined : chain.slice(0, at).reverse().find((version) => !record.bad?.[version]);
}

function skippedNote(record: RemoteRecord): string {
  const chain = liveChain(record.history);
  const bad = chain.slice(0, Math.max(0, chain.indexOf(record.live))).filter((version) => record.bad?.[version]);
  return bad.length ? ` that is not marked bad (skipped: ${bad.join(', ')})` : '';
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
