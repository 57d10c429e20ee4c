import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoreDriver } from './driver';
import { readRegistry } from './environments';
import { rollBackFailingVersion } from './failing-version';
import { historyTable } from './history-table';
import { markVersionBad } from './mark-bad';
import { promoteRemote } from './promote';
import { releaseRemote } from './release-remote';
import { rollbackRemote } from './rollback-remote';
import { s3TestServerForSuite } from './testing/store-drivers';

const s3 = s3TestServerForSuite();

const react = (version: string, requiredVersion = `^${version}`) => ({ name: 'react', version, singleton: true, requiredVersion });
const repoRoot = mkdtempSync(path.join(tmpdir(), 'promote-repo-'));
const alice = { actor: 'Alice Tanaka', commit: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' };

/** Releases a build (a manifest sharing `shared`, and an entry) under `version` into `env`'s registry. */
async function release(store: StoreDriver, env: string, unit: string, version: string, shared = [react('19.2.0', '^19.0.0')], note?: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'promote-build-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared, exposes: [] }));
  writeFileSync(path.join(dist, unit === 'host' ? 'main.js' : 'remoteEntry.js'), `${unit} ${version}`);
  return releaseRemote({ store, env, remote: unit, repoRoot, version, distDir: dist, audit: { ...alice, ...(note ? { note } : {}) } });
}

/** A bucket where production and staging each run host h1 and mf-hotel `stable`, and staging tries `candidate`. */
async function stagedCandidate(prefix: string) {
  const store = s3().driver(prefix);
  for (const env of ['production', 'staging']) {
    await release(store, env, 'host', 'h1', [react('19.2.0')]);
    await release(store, env, 'mf-hotel', 'stable');
  }
  await release(store, 'staging', 'mf-hotel', 'candidate', undefined, 'new room photos');
  return store;
}

describe('npm run promote -- mf-hotel --from staging --to production (issue 17)', () => {
  it('makes the exact version live in staging live in production, storing nothing again', async () => {
    const store = await stagedCandidate('promote');
    const stored = await store.list('mf-hotel/');
    const result = await promoteRemote({ store, remote: 'mf-hotel', from: 'staging', to: 'production', audit: { actor: 'Bob Sato', note: 'passed QA' } });
    expect(result).toEqual({ remote: 'mf-hotel', version: 'candidate', previous: 'stable' });
    expect(await store.list('mf-hotel/')).toEqual(stored);
    const production = (await readRegistry(store, 'production')).remotes['mf-hotel'];
    expect(production?.live).toBe('candidate');
    // Who promoted it, and the commit the build was released from in staging.
    expect(production?.history.at(-1)).toMatchObject({ action: 'promote', version: 'candidate', from: 'staging', actor: 'Bob Sato', note: 'passed QA', commit: alice.commit });
    // A rollback in production steps back to what production ran before.
    expect(await rollbackRemote({ store, remote: 'mf-hotel' })).toMatchObject({ from: 'candidate', to: 'stable' });
    expect((await readRegistry(store, 'staging')).remotes['mf-hotel']?.live).toBe('candidate');
  });

  it('refuses when staging has no live version, or it is live in production already', async () => {
    const store = await stagedCandidate('promote-refused');
    await expect(promoteRemote({ store, remote: 'mf-search', from: 'staging', to: 'production' })).rejects.toThrow(
      'mf-search has no live version in staging: nothing to promote',
    );
    await promoteRemote({ store, remote: 'mf-hotel', from: 'staging', to: 'production' });
    await expect(promoteRemote({ store, remote: 'mf-hotel', from: 'staging', to: 'production' })).rejects.toThrow('mf-hotel candidate is already live in production');
  });

  it('holds the version against the live host of production, as a release would', async () => {
    const store = s3().driver('promote-shared');
    await release(store, 'production', 'host', 'h-react18', [react('18.3.1')]);
    await release(store, 'staging', 'host', 'h-react19', [react('19.2.0')]);
    await release(store, 'staging', 'mf-hotel', 'needs-react19', [react('19.2.0', '^19.0.0')]);
    await expect(promoteRemote({ store, remote: 'mf-hotel', from: 'staging', to: 'production' })).rejects.toThrow(
      'mf-hotel needs shared modules the live host h-react18 cannot provide:\n  react: needs ^19.0.0, the host provides 18.3.1',
    );
    expect((await readRegistry(store, 'production')).remotes['mf-hotel']).toBeUndefined();
  });

  it('refuses a version marked bad in staging without --force', async () => {
    const store = await stagedCandidate('promote-bad');
    await markVersionBad({ store, env: 'staging', remote: 'mf-hotel', version: 'candidate', reason: 'slow' });
    await rollbackRemote({ store, env: 'staging', remote: 'mf-hotel', to: 'candidate', force: true });
    await expect(promoteRemote({ store, remote: 'mf-hotel', from: 'staging', to: 'production' })).rejects.toThrow(/candidate is marked bad \(slow; .+\).+\(in staging\)/);
    expect((await promoteRemote({ store, remote: 'mf-hotel', from: 'staging', to: 'production', force: true })).version).toBe('candidate');
  });
});

describe('npm run releases -- --history mf-hotel [--env staging] (issue 17)', () => {
  it('lists every change with who, the commit and what was said', async () => {
    const store = await stagedCandidate('history');
    await rollbackRemote({ store, env: 'staging', remote: 'mf-hotel', reason: 'photos blurry', audit: { actor: 'Bob Sato' } });
    await markVersionBad({ store, env: 'staging', remote: 'mf-hotel', version: 'candidate', reason: 'photos blurry', audit: { actor: 'Bob Sato' } });
    const table = historyTable(await readRegistry(store, 'staging'), 'mf-hotel')?.split('\n') ?? [];
    expect(table[0]).toMatch(/^at \(UTC\)\s+change\s+version\s+who\s+commit\s+note \/ reason$/);
    expect(table.slice(2).map((line) => line.replace(/^\S+ \S+\s+/, '').replace(/\s+/g, ' '))).toEqual([
      'release stable Alice Tanaka a1b2c3d4e5',
      'release candidate Alice Tanaka a1b2c3d4e5 new room photos',
      'rollback stable Bob Sato photos blurry',
      'mark bad candidate Bob Sato photos blurry',
    ]);
    expect(historyTable(await readRegistry(store, 'staging'), 'mf-search')).toBeNull();
  });

  it('shows an automatic rollback with the failure watch that made it and the failure figures', async () => {
    const store = await stagedCandidate('history-watch');
    const figures = { failures: 5, loads: 6, windowSeconds: 600 };
    await rollBackFailingVersion({ store, env: 'staging', remote: 'mf-hotel', version: 'candidate', reason: 'failed for visitors', figures, actor: 'failure watch on web-1' });
    const table = historyTable(await readRegistry(store, 'staging'), 'mf-hotel') ?? '';
    expect(table).toMatch(/ rollback\s+stable\s+failure watch on web-1\s+failed for visitors; \[5 of 6 loads failed within 10 min\]$/m);
    expect(table).toMatch(/ mark bad\s+candidate\s+failure watch on web-1\s+failed for visitors$/m);
  });
});
