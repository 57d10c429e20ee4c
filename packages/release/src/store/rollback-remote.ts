import { findReleaseUnit, type ReleaseUnit } from '../release-units';
import { type Audit, auditFields } from './audit';
import { badVersionRefusal } from './bad-versions';
import type { StoreDriver } from './driver';
import { defaultEnv, updateRegistry } from './environments';
import { ReleaseError } from './release-remote';
import type { Registry, RegistryEvent, RemoteRecord } from './registry';
import { releaseKey } from './stored-objects';

export interface RollbackOptions {
  store: StoreDriver;
  /** The environment whose registry changes; production by default. */
  env?: string;
  remote: string;
  /** A version already in the store; by default the nearest good one live before it (see previousGoodVersion). */
  to?: string;
  /** Makes a version marked bad live anyway (with `to`). */
  force?: boolean;
  /** Why, kept in the history. */
  reason?: string;
  audit?: Audit;
}

export interface RollbackResult {
  remote: string;
  from: string;
  to: string;
}

/** Moves one remote's (or the host's) live pointer back; no other unit is touched and nothing is rebuilt. */
export async function rollbackRemote(options: RollbackOptions): Promise<RollbackResult> {
  const app = releaseUnitOf(options.remote);
  let result: RollbackResult | undefined;
  await updateRegistry(options.store, options.env ?? defaultEnv, async (registry) => {
    const record = releasedRecord(registry, app);
    const to = options.to ?? previousGoodVersion(record);
    if (!to) throw new ReleaseError(`${app.dir} has nothing older than ${record.live} to roll back to${skippedNote(record)}`);
    await checkRollbackTarget(options.store, app, record, to);
    const refusal = badVersionRefusal(app.dir, record, to, options.force);
    if (refusal) throw new ReleaseError(refusal);
    registry.remotes[app.dir] = movedBack(record, to, { ...(options.reason ? { reason: options.reason } : {}), ...auditFields(options.audit) });
    result = { remote: app.dir, from: record.live, to };
    return registry;
  });
  return result as RollbackResult;
}

/** The release unit (a remote or the host) a name means; refuses an unknown one. */
export function releaseUnitOf(remote: string): ReleaseUnit {
  const app = findReleaseUnit(remote);
  if (!app) throw new ReleaseError(`unknown remote "${remote}"`);
  return app;
}

/** The unit's record in a registry; refuses a unit never released there. */
export function releasedRecord(registry: Registry, app: ReleaseUnit): RemoteRecord {
  const record = registry.remotes[app.dir];
  if (!record) throw new ReleaseError(`${app.dir} has never been released`);
  return record;
}

export async function checkRollbackTarget(store: StoreDriver, app: ReleaseUnit, record: RemoteRecord, to: string): Promise<void> {
  if (!record.versions.includes(to)) {
    throw new ReleaseError(`${app.dir} has no release "${to}"; known: ${record.versions.join(', ')}`);
  }
  if (!(await store.exists(releaseKey(app.dir, to, 'mf-manifest.json')))) {
    throw new ReleaseError(`${app.dir} ${to} is missing from the store`);
  }
  if (to === record.live) throw new ReleaseError(`${app.dir} ${to} is already live`);
}

/** The record with `to` live again, the move in its history. */
export function movedBack(record: RemoteRecord, to: string, why: Omit<RegistryEvent, 'action' | 'version' | 'at'>): RemoteRecord {
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
 * The chain of live versions the history leaves, oldest first: a release (or promote) puts its version on top (a version
 * released again moves up), a rollback takes off everything above the version it returned to. Rolling back
 * steps down this chain, so it returns to what was live before, never to a trial stored earlier and since undone.
 */
export function liveChain(history: RegistryEvent[]): string[] {
  const chain: string[] = [];
  for (const { action, version } of history) {
    const at = chain.indexOf(version);
    if (action !== 'rollback') {
      if (at >= 0) chain.splice(at, 1);
      chain.push(version);
    } else if (at >= 0) chain.splice(at + 1);
    else chain.push(version);
  }
  return chain;
}
